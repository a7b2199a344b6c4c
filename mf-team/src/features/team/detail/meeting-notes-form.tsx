// Add Meeting Notes: notes saved to the API, attached to the meeting at meetingAt; that meeting's
// saved notes are listed under the form.
import { type FormEvent, useId, useState } from 'react';
import { formatApiError } from '@provana/api-client';
import { useAddMeetingNoteMutation, useGetMeetingNotesQuery } from '@provana/api-client/team';
import type { DirectReport } from '@provana/contracts';
import { Button, Field, Stack, Text, Textarea, notify } from '@provana/ui';
import { formatMeeting } from '@provana/dates';

interface Props { executiveId: number; report: DirectReport; meetingAt: string }

export function MeetingNotesForm({ executiveId, report, meetingAt }: Props) {
  const notes = useGetMeetingNotesQuery({ executiveId, name: report.name });
  const [addNote, { isLoading: saving }] = useAddMeetingNoteMutation();
  const [content, setContent] = useState('');
  const id = useId();
  const forMeeting = (notes.data ?? []).filter((n) => n.meeting_at.slice(0, 16) === meetingAt.slice(0, 16));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    try {
      await addNote({ executiveId, name: report.name, body: { meeting_at: meetingAt, content } }).unwrap();
      setContent('');
      notify({ title: 'Meeting Notes Saved', description: `Attached to the meeting on ${formatMeeting(meetingAt)}.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to save meeting notes: ${formatApiError(error)}`, type: 'error' });
    }
  };

  return (
    <Stack gap="3" p="3" borderWidth="1px" borderRadius="md">
      <Stack as="form" gap="2" onSubmit={(e) => void submit(e)}>
        <Field.Root>
          <Field.Label htmlFor={id}>Notes for the meeting on {formatMeeting(meetingAt)}</Field.Label>
          <Textarea id={id} value={content} onChange={(e) => setContent(e.target.value)} maxLength={5000} rows={3} />
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="start" disabled={!content.trim() || saving} loading={saving} loadingText="Saving...">Save Notes</Button>
      </Stack>
      {notes.error ? (
        <Text color="fg.error" role="alert">Meeting notes could not be loaded ({formatApiError(notes.error)}).</Text>
      ) : forMeeting.length > 0 ? (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Notes for this meeting">
          {forMeeting.map((n) => <Text as="li" key={n.id} data-testid="meeting-note" whiteSpace="pre-wrap">{n.content}</Text>)}
        </Stack>
      ) : (
        !notes.isLoading && <Text fontSize="sm" color="fg.muted">No notes for this meeting yet.</Text>
      )}
    </Stack>
  );
}
