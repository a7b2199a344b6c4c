// Schedule Follow-up: a default slot from the API (free in working hours, after today), editable,
// saved as a calendar event with the report; the report's next meeting follows.
import { useEffect } from 'react';
import { formatApiError } from '@provana/api-client';
import { useGetFollowUpSlotQuery, useScheduleFollowUpMutation } from '@provana/api-client/team';
import { type DirectReport, ScheduleFollowUpBodySchema, fieldErrors } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, HStack, LoadingState, SimpleGrid, Stack, Text, notify } from '@provana/ui';
import { formatMeeting } from '@provana/dates';

type Slot = { date: string; start: string; end: string };
const bodyOf = (v: Slot) => ({ startTime: `${v.date}T${v.start}:00`, endTime: `${v.date}T${v.end}:00` });
const filled = (v: Slot) => v.date !== '' && v.start !== '' && v.end !== '';
/** The field a path of the body is said at: an end before the start at the end. */
const fieldOfSlot = (path: string): keyof Slot | undefined => (path === 'startTime' ? 'start' : path === 'endTime' ? 'end' : undefined);

interface Props {
  executiveId: number;
  report: DirectReport;
  onDone: () => void;
}

export function FollowUpForm({ executiveId, report, onDone }: Props) {
  const slot = useGetFollowUpSlotQuery({ executiveId, name: report.name });
  const [schedule, { isLoading: saving }] = useScheduleFollowUpMutation();
  const form = useSchemaForm(
    { date: '', start: '', end: '' },
    {
      schema: ScheduleFollowUpBodySchema,
      toBody: bodyOf,
      fieldOf: fieldOfSlot,
      // The contracts' rule, checked as the times change once all three are there; the field keeps its own wording.
      live: (v) => (filled(v) ? fieldErrors(ScheduleFollowUpBodySchema, bodyOf(v)) : {}),
      words: { end: 'must be after start' },
    },
  );
  const { values, reset } = form;

  useEffect(() => {
    if (!slot.data || values.date) return;
    reset({ date: slot.data.startTime.slice(0, 10), start: slot.data.startTime.slice(11, 16), end: slot.data.endTime.slice(11, 16) });
  }, [slot.data, values.date, reset]);

  const valid = filled(values) && form.errors.end === undefined;
  const submit = form.submit(async (v) => {
    try {
      const result = await schedule({ executiveId, name: report.name, body: bodyOf(v) }).unwrap();
      notify({
        title: 'Follow-up Scheduled',
        description: `${result.event.title} on ${formatMeeting(result.event.startTime)} is in your calendar.`,
        type: 'success',
      });
      onDone();
    } catch (error) {
      notify({ title: 'Error', description: `Failed to schedule follow-up: ${formatApiError(error)}`, type: 'error' });
    }
  });

  if (slot.isLoading) return <LoadingState label="Finding a free slot..." />;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label={`Schedule a follow-up with ${report.name}`} p="3" borderWidth="1px" borderRadius="md">
      {slot.error && (
        <Text fontSize="sm" color="fg.muted">
          No free slot was suggested ({formatApiError(slot.error)}); choose a time.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <TextField form={form} name="date" label="Date" type="date" required />
        <TextField form={form} name="start" label="Start" type="time" required />
        <TextField form={form} name="end" label="End" type="time" required />
      </SimpleGrid>
      <HStack gap="2">
        <Button type="submit" size="sm" disabled={!valid || saving} loading={saving} loadingText="Scheduling...">
          Save Follow-up
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
