// Rename a subscribed calendar or change its colour: the same schema as the API checks with; a
// refusal keeps what was typed and says why.
import { type CalendarSubscription, type FieldErrors, SUBSCRIPTION_COLOURS, UpdateCalendarSubscriptionBodySchema, fieldErrors } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useUpdateCalendarSubscriptionMutation } from '@provana/api-client/calendar';
import { Button, Field, Input, Stack, notify } from '@provana/ui';
import { FormError, ModalDialog, NativeSelect } from '@provana/ui/parts';
import { type FormEvent, useState } from 'react';

type Values = { name: string; colour: string };

export function EditSubscriptionDialog({ executiveId, subscription }: { executiveId: number; subscription: CalendarSubscription }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>({ name: subscription.name, colour: subscription.colour });
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [update, state] = useUpdateCalendarSubscriptionMutation();
  // A hex colour set elsewhere stays choosable beside the palette.
  const colours: readonly string[] = SUBSCRIPTION_COLOURS.includes(subscription.colour as (typeof SUBSCRIPTION_COLOURS)[number])
    ? SUBSCRIPTION_COLOURS
    : [...SUBSCRIPTION_COLOURS, subscription.colour];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues({ name: subscription.name, colour: subscription.colour });
      setErrors({});
      setFormError(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<keyof Values>(UpdateCalendarSubscriptionBodySchema, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      await update({ executiveId, subscriptionId: subscription.id, body: values }).unwrap();
      notify({ title: 'Calendar updated', description: values.name.trim(), type: 'success' });
      setOpen(false);
    } catch (error) {
      const detail = apiErrorDetail(error);
      if (detail.field === 'name') setErrors({ name: detail.message.replace(/^name: /, '') });
      else setFormError(detail.message);
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit ${subscription.name}`}
      size="sm"
      form={{ onSubmit: (e) => void submit(e), label: `Edit ${subscription.name}` }}
      trigger={
        <Button size="xs" variant="outline" aria-label={`Edit ${subscription.name}`}>
          Edit
        </Button>
      }
      footer={
        <>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={state.isLoading} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <Stack gap="3">
        <Field.Root invalid={errors.name !== undefined}>
          <Field.Label>Name</Field.Label>
          <Input value={values.name} onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))} maxLength={100} aria-required="true" />
          <Field.ErrorText>Name {errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Colour</Field.Label>
          <NativeSelect aria-label="Colour" value={values.colour} onChange={(e) => setValues((v) => ({ ...v, colour: e.target.value }))}>
            {colours.map((colour) => (
              <option key={colour} value={colour}>
                {colour}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
        <FormError>{formError}</FormError>
      </Stack>
    </ModalDialog>
  );
}
