// One dialog for a new event and for an edit: title, day and times in the
// executive's zone, kind and priority (new events), Repeat and Reminder. Editing an occurrence of a
// series asks whether the change is for this event or all events. Checked with the API's schemas
// before sending; a refusal keeps what was typed and shows at its field. A move over a meeting is
// refused by the API until confirmed: the dialog then offers "Save anyway". Private (for whoever may
// mark items private) keeps the event, or the whole series, from delegates without Full access.
import { type CalendarEvent, CalendarEventTypeSchema, CreateCalendarEventBodySchema, type EditScope } from '@provana/contracts';
import { skipToken, useMayMarkPrivate, useTimeZone } from '@provana/api-client';
import { useCreateCalendarEventMutation, useGetCalendarEventsQuery, useUpdateCalendarEventMutation } from '@provana/api-client/calendar';
import { SelectField, TextField, useSchemaForm } from '@provana/sections';
import { Button, ErrorState, LoadingState, SimpleGrid, Stack, Text, notify, priorityLabels, URGENCIES } from '@provana/ui';
import { FormError, ModalDialog, PrivateCheckbox, RadioFieldset } from '@provana/ui/parts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { meetingOverlapOf } from '../../../lib/meeting-overlap';
import {
  type EventFormValues,
  createBody,
  eventValues,
  fieldOf,
  newEventValues,
  repeatSummary,
  updateBody,
  validateCreate,
  validateUpdate,
} from './event-form-model';
import { ReminderSelect, reminderLabel } from './reminder-select';
import { RepeatFields } from './repeat-fields';

export type EventFormTarget = { kind: 'create'; date: string } | { kind: 'edit'; eventId: number; occurrenceStart: string | null; date: string };

const TYPE_LABELS: Record<CalendarEvent['type'], string> = { meeting: 'Meeting', focus: 'Focus time', strategic: 'Strategic', other: 'Other' };
const SCOPES: { value: EditScope; label: string }[] = [
  { value: 'this', label: 'This event' },
  { value: 'following', label: 'This and following' },
  { value: 'all', label: 'All events' },
];

interface EventFormDialogProps {
  executiveId: number;
  target: EventFormTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
}

export function EventFormDialog({ executiveId, target, open, onOpenChange, trigger }: EventFormDialogProps) {
  const timeZone = useTimeZone();
  const mayMarkPrivate = useMayMarkPrivate();
  const editing = target.kind === 'edit' ? target : null;
  const occurrenceStart = editing?.occurrenceStart ?? null;
  const events = useGetCalendarEventsQuery(open && editing ? { executiveId, from: editing.date, to: editing.date } : skipToken);
  const event: CalendarEvent | undefined = editing
    ? events.data?.find((e) => e.id === editing.eventId && (e.occurrenceStart ?? null) === occurrenceStart)
    : undefined;
  const [create, created] = useCreateCalendarEventMutation();
  const [update, updated] = useUpdateCalendarEventMutation();
  const [overlap, setOverlap] = useState(false);
  const form = useSchemaForm<EventFormValues>(() => newEventValues(target.date), {
    validate: (v) => (editing ? validateUpdate(v, occurrenceStart) : validateCreate(v)),
    schema: CreateCalendarEventBodySchema,
    fieldOf,
  });
  const { values, set, reset } = form;
  // A new time is a new question for the API: "Save anyway" goes back to saving.
  const timeForm: typeof form = {
    ...form,
    set: (key, value) => {
      set(key, value);
      setOverlap(false);
    },
  };

  // The form starts over each time the dialog opens: a new event on the day asked for, an edit from
  // the stored event once it has arrived (not again on a refetch while typing).
  const filledFor = useRef<string | null>(null);
  const fillKey = open ? (editing ? (event ? `${event.id}-${occurrenceStart}` : null) : `new-${target.date}`) : null;
  useEffect(() => {
    if (fillKey === null) {
      if (!open) filledFor.current = null;
      return;
    }
    if (filledFor.current === fillKey) return;
    filledFor.current = fillKey;
    setOverlap(false);
    reset(event ? eventValues(event) : newEventValues(target.date));
  }, [fillKey, open, event, target.date, reset]);

  const send = async (v: EventFormValues) => {
    try {
      if (editing) {
        await update({ executiveId, eventId: editing.eventId, body: updateBody(v, occurrenceStart, overlap) }).unwrap();
        notify({ title: occurrenceStart && v.scope === 'all' ? 'All Events Updated' : 'Event Updated', description: v.title.trim(), type: 'success' });
      } else {
        await create({ executiveId, body: createBody(v) }).unwrap();
        notify({ title: 'Event Added', description: v.title.trim(), type: 'success' });
      }
      onOpenChange(false);
    } catch (error) {
      if (meetingOverlapOf(error) !== null) setOverlap(true);
      throw error;
    }
  };

  const seriesScope = editing !== null && occurrenceStart !== null;
  const oneOccurrence = seriesScope && values.scope === 'this';
  const loading = editing !== null && !event;
  let body: ReactNode;
  if (loading && events.isError) body = <ErrorState message="This event could not be loaded." onRetry={() => void events.refetch()} />;
  else if (loading && events.data) body = <Text>This event is no longer in your calendar.</Text>;
  else if (loading) body = <LoadingState label="Loading the event..." />;
  else
    body = (
      <Stack gap="3">
        <TextField form={form} name="title" label="Title" required autoComplete="off" />
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <TextField form={form} name="date" label="Date" type="date" required marker={false} />
          <TextField form={timeForm} name="start" label="Start" type="time" required marker={false} />
          <TextField form={timeForm} name="end" label="End" type="time" required marker={false} />
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="-1">
          Times in your time zone ({timeZone}).
        </Text>
        {!editing && (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <SelectField form={form} name="type" label="Kind" options={CalendarEventTypeSchema.options} optionLabel={(type) => TYPE_LABELS[type]} />
            <SelectField form={form} name="priority" label="Priority" options={URGENCIES} optionLabel={(urgency) => priorityLabels(urgency).label} />
          </SimpleGrid>
        )}
        {seriesScope && (
          <RadioFieldset
            legend="This event repeats. Change:"
            name="event-scope"
            options={SCOPES}
            value={values.scope}
            onChange={(scope) => set('scope', scope)}
            inline
            data-testid="edit-scope"
          />
        )}
        {oneOccurrence ? (
          // How a series repeats and reminds belongs to all of its events: shown, changed with "All events".
          <Text fontSize="sm" data-testid="series-summary">
            {repeatSummary(values)}. Reminder: {reminderLabel(values.reminder).toLowerCase()}. Choose "All events" to change these.
          </Text>
        ) : (
          <>
            <RepeatFields form={form} />
            <ReminderSelect value={values.reminder} onChange={(minutes) => set('reminder', minutes)} />
          </>
        )}
        {/* A series is private as a whole: the box marks every one of its events. */}
        {mayMarkPrivate && <PrivateCheckbox checked={values.private} onChange={(checked) => set('private', checked)} />}
        <FormError>{form.formError}</FormError>
      </Stack>
    );

  const saving = created.isLoading || updated.isLoading;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit event' : 'New event'}
      form={{ onSubmit: (e) => void form.submit(send)(e), label: editing ? 'Edit event' : 'New event', noValidate: true }}
      contentProps={{ 'data-testid': 'event-form-dialog' }}
      trigger={trigger}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving} loadingText="Saving..." disabled={loading}>
            {overlap ? 'Save anyway' : editing ? 'Save changes' : 'Add event'}
          </Button>
        </>
      }
    >
      {body}
    </ModalDialog>
  );
}
