// "Add calendar": a name, the secret iCalendar address and a colour, checked with the API's own
// schema. The server fetches the address at once; the dialog then shows that first sync's result
// (the event count, or its error in words). A refusal keeps what was typed and says why.
import { type CalendarSubscription, CreateCalendarSubscriptionBodySchema, type FieldErrors, SUBSCRIPTION_COLOURS, fieldErrors } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useCreateCalendarSubscriptionMutation } from '@provana/api-client/calendar';
import { Alert, Button, Field, Input, Stack } from '@provana/ui';
import { ModalDialog, NativeSelect } from '@provana/ui/parts';
import { type FormEvent, useState } from 'react';
import { eventCountText } from './subscription-view';

type Values = { name: string; url: string; colour: string };
const EMPTY: Values = { name: '', url: '', colour: 'blue' };
const LABELS: Record<keyof Values, string> = { name: 'Name', url: 'iCalendar address', colour: 'Colour' };

/** The API names the field in its message ("url: must be ..."): the label reads better. */
const withoutField = (message: string, field: string) => message.replace(new RegExp(`^${field}: `), '');

export function AddCalendarDialog({ executiveId }: { executiveId: number }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<keyof Values>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [added, setAdded] = useState<CalendarSubscription | null>(null);
  const [create, state] = useCreateCalendarSubscriptionMutation();
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValues(EMPTY);
      setErrors({});
      setFormError(null);
      setAdded(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (added) return setOpen(false);
    const found = fieldErrors<keyof Values>(CreateCalendarSubscriptionBodySchema, values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      setAdded(await create({ executiveId, body: values }).unwrap());
    } catch (error) {
      const detail = apiErrorDetail(error);
      if (detail.field && detail.field in values) setErrors({ [detail.field]: withoutField(detail.message, detail.field) });
      else setFormError(detail.message);
    }
  };

  const field = (key: 'name' | 'url', help?: string) => (
    // Not `required`: the browser's own check would block the submit before the schema's messages show.
    <Field.Root invalid={errors[key] !== undefined}>
      <Field.Label>{LABELS[key]}</Field.Label>
      <Input
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-required="true"
        inputMode={key === 'url' ? 'url' : 'text'}
        autoComplete="off"
        maxLength={key === 'url' ? 2000 : 100}
        placeholder={key === 'url' ? 'https://calendar.google.com/calendar/ical/.../basic.ics' : 'e.g. Family'}
      />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>
        {LABELS[key]} {errors[key]}
      </Field.ErrorText>
    </Field.Root>
  );

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a calendar"
      form={{ onSubmit: (e) => void submit(e), label: 'Add a calendar' }}
      contentProps={{ 'data-testid': 'add-calendar-dialog' }}
      trigger={
        <Button size="sm" colorPalette="brand">
          Add calendar
        </Button>
      }
      footer={
        added ? (
          <Button type="submit" colorPalette="brand">
            Done
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" colorPalette="brand" loading={state.isLoading} loadingText="Subscribing...">
              Subscribe
            </Button>
          </>
        )
      }
    >
      {added ? (
        <Alert.Root status={added.lastError || added.lastWarning ? 'warning' : 'success'} role="status" data-testid="add-calendar-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Subscribed to {added.name}</Alert.Title>
            <Alert.Description>
              {added.lastError
                ? `The first sync failed: ${added.lastError}. Provana tries again every 15 minutes.`
                : `${eventCountText(added.eventCount)} synced.${added.lastWarning ? ` ${added.lastWarning}` : ''} Provana refreshes it every 15 minutes.`}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          {field('name')}
          {field(
            'url',
            'Paste the secret iCal address your calendar gives you (Google: "Secret address in iCal format"; Outlook: "Publish a calendar"; iCloud: "Public Calendar").',
          )}
          <Field.Root>
            <Field.Label>{LABELS.colour}</Field.Label>
            <NativeSelect aria-label={LABELS.colour} value={values.colour} onChange={(e) => set('colour', e.target.value)}>
              {SUBSCRIPTION_COLOURS.map((colour) => (
                <option key={colour} value={colour}>
                  {colour}
                </option>
              ))}
            </NativeSelect>
          </Field.Root>
          {formError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      )}
    </ModalDialog>
  );
}
