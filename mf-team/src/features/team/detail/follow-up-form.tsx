// Schedule Follow-up: a default slot from the API (free in working hours, after today), editable,
// saved as a calendar event with the report; the report's next meeting follows.
import { type FormEvent, useEffect, useId, useState } from 'react';
import { formatApiError } from '@provana/api-client';
import { useGetFollowUpSlotQuery, useScheduleFollowUpMutation } from '@provana/api-client/team';
import { type DirectReport, endsAfter } from '@provana/contracts';
import { Button, Field, HStack, Input, LoadingState, SimpleGrid, Stack, Text, notify } from '@provana/ui';
import { formatMeeting } from '@provana/dates';

interface Props {
  executiveId: number;
  report: DirectReport;
  onDone: () => void;
}

export function FollowUpForm({ executiveId, report, onDone }: Props) {
  const slot = useGetFollowUpSlotQuery({ executiveId, name: report.name });
  const [schedule, { isLoading: saving }] = useScheduleFollowUpMutation();
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const id = useId();

  useEffect(() => {
    if (!slot.data || date) return;
    setDate(slot.data.startTime.slice(0, 10));
    setStart(slot.data.startTime.slice(11, 16));
    setEnd(slot.data.endTime.slice(11, 16));
  }, [slot.data, date]);

  // The API's own rule (contracts' endsAfter); the field keeps its own wording.
  const endBeforeStart = start !== '' && end !== '' && !endsAfter(start, end);
  const valid = date !== '' && start !== '' && end !== '' && !endBeforeStart;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      const result = await schedule({ executiveId, name: report.name, body: { startTime: `${date}T${start}:00`, endTime: `${date}T${end}:00` } }).unwrap();
      notify({
        title: 'Follow-up Scheduled',
        description: `${result.event.title} on ${formatMeeting(result.event.startTime)} is in your calendar.`,
        type: 'success',
      });
      onDone();
    } catch (error) {
      notify({ title: 'Error', description: `Failed to schedule follow-up: ${formatApiError(error)}`, type: 'error' });
    }
  };

  if (slot.isLoading) return <LoadingState label="Finding a free slot..." />;
  return (
    <Stack as="form" gap="3" onSubmit={(e) => void submit(e)} aria-label={`Schedule a follow-up with ${report.name}`} p="3" borderWidth="1px" borderRadius="md">
      {slot.error && (
        <Text fontSize="sm" color="fg.muted">
          No free slot was suggested ({formatApiError(slot.error)}); choose a time.
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <Field.Root required>
          <Field.Label htmlFor={`${id}-date`}>Date</Field.Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label htmlFor={`${id}-start`}>Start</Field.Label>
          <Input id={`${id}-start`} type="time" value={start} onChange={(e) => setStart(e.target.value)} />
        </Field.Root>
        <Field.Root required invalid={endBeforeStart}>
          <Field.Label htmlFor={`${id}-end`}>End</Field.Label>
          <Input id={`${id}-end`} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
          <Field.ErrorText>End must be after start</Field.ErrorText>
        </Field.Root>
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
