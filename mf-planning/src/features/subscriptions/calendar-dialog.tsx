// "Add calendar" and a subscribed calendar's Edit, one dialog with a mode, checked with the API's own
// schemas. Add: a name, the secret iCalendar address and a colour; the server fetches the address at
// once and the dialog then shows that first sync's result (the event count, or its error in words).
// Edit: rename it or change its colour. A refusal keeps what was typed and says why.
import {
  type CalendarSubscription,
  CreateCalendarSubscriptionBodySchema,
  SUBSCRIPTION_COLOURS,
  UpdateCalendarSubscriptionBodySchema,
} from '@provana/contracts';
import { useCreateCalendarSubscriptionMutation, useUpdateCalendarSubscriptionMutation } from '@provana/api-client/calendar';
import { SelectField, TextField, useSchemaForm } from '@provana/sections';
import { Alert, Button, Stack, notify } from '@provana/ui';
import { FormError, ModalDialog } from '@provana/ui/parts';
import { type FormEvent, useState } from 'react';
import { eventCountText } from './subscription-view';

export type CalendarDialogProps = { executiveId: number } & ({ mode: 'add' } | { mode: 'edit'; subscription: CalendarSubscription });

const URL_HELP =
  'Paste the secret iCal address your calendar gives you (Google: "Secret address in iCal format"; Outlook: "Publish a calendar"; iCloud: "Public Calendar").';

export function CalendarDialog(props: CalendarDialogProps) {
  const { executiveId } = props;
  const editing = props.mode === 'edit' ? props.subscription : null;
  const initial = () => ({ name: editing?.name ?? '', url: '', colour: editing?.colour ?? 'blue' });
  const form = useSchemaForm(
    initial,
    editing
      ? { schema: UpdateCalendarSubscriptionBodySchema, toBody: ({ name, colour }) => ({ name, colour }) }
      : { schema: CreateCalendarSubscriptionBodySchema },
  );
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<CalendarSubscription | null>(null);
  const [create, creating] = useCreateCalendarSubscriptionMutation();
  const [update, updating] = useUpdateCalendarSubscriptionMutation();
  // A hex colour set elsewhere stays choosable beside the palette.
  const colours: readonly string[] =
    !editing || SUBSCRIPTION_COLOURS.includes(editing.colour as (typeof SUBSCRIPTION_COLOURS)[number])
      ? SUBSCRIPTION_COLOURS
      : [...SUBSCRIPTION_COLOURS, editing.colour];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      form.reset(initial());
      setAdded(null);
    }
  };

  const save = form.submit(async ({ name, url, colour }) => {
    if (editing) {
      await update({ executiveId, subscriptionId: editing.id, body: { name, colour } }).unwrap();
      notify({ title: 'Calendar updated', description: name.trim(), type: 'success' });
      setOpen(false);
    } else setAdded(await create({ executiveId, body: { name, url, colour } }).unwrap());
  });
  const submit = (event: FormEvent) => {
    if (!added) return void save(event);
    event.preventDefault();
    setOpen(false);
  };

  const title = editing ? `Edit ${editing.name}` : 'Add a calendar';
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={editing ? 'sm' : undefined}
      form={{ onSubmit: submit, label: title, noValidate: true }}
      contentProps={editing ? undefined : { 'data-testid': 'add-calendar-dialog' }}
      trigger={
        editing ? (
          <Button size="xs" variant="outline" aria-label={title}>
            Edit
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand">
            Add calendar
          </Button>
        )
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
            <Button
              type="submit"
              colorPalette="brand"
              loading={creating.isLoading || updating.isLoading}
              loadingText={editing ? 'Saving...' : 'Subscribing...'}
            >
              {editing ? 'Save' : 'Subscribe'}
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
          <TextField form={form} name="name" label="Name" required autoComplete="off" placeholder={editing ? undefined : 'e.g. Family'} />
          {!editing && (
            <TextField
              form={form}
              name="url"
              label="iCalendar address"
              required
              autoComplete="off"
              placeholder="https://calendar.google.com/calendar/ical/.../basic.ics"
              help={URL_HELP}
            />
          )}
          <SelectField form={form} name="colour" label="Colour" options={colours} />
          <FormError>{form.formError}</FormError>
        </Stack>
      )}
    </ModalDialog>
  );
}
