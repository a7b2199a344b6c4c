// Add Meeting Notes: notes saved to the API, attached to the meeting at meetingAt. The saved notes
// are listed by the Meeting Notes card, which shows whether or not this form is open.
import { type FormEvent, useId, useState } from 'react';
import { formatApiError } from '@provana/api-client';
import { useAddMeetingNoteMutation } from '@provana/api-client/team';
import type { DirectReport } from '@provana/contracts';
import { Button, Field, Stack, Textarea, notify } from '@provana/ui';
import { formatMeeting } from '@provana/dates';

interface Props {
  executiveId: number;
  report: DirectReport;
  meetingAt: string;
}

export function MeetingNotesForm({ executiveId, report, meetingAt }: Props) {
  const [addNote, { isLoading: saving }] = useAddMeetingNoteMutation();
  const [content, setContent] = useState('');
  const id = useId();

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
    <Stack as="form" gap="2" p="3" borderWidth="1px" borderRadius="md" onSubmit={(e) => void submit(e)}>
      <Field.Root>
        <Field.Label htmlFor={id}>Notes for the meeting on {formatMeeting(meetingAt)}</Field.Label>
        <Textarea id={id} value={content} onChange={(e) => setContent(e.target.value)} maxLength={5000} rows={3} />
      </Field.Root>
      <Button type="submit" size="sm" alignSelf="start" disabled={!content.trim() || saving} loading={saving} loadingText="Saving...">
        Save Notes
      </Button>
    </Stack>
  );
}
