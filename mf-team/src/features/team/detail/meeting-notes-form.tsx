// Add Meeting Notes: notes saved to the API, attached to the meeting at meetingAt. The saved notes
// are listed by the Meeting Notes card, which shows whether or not this form is open.
import { formatApiError } from '@provana/api-client';
import { useAddMeetingNoteMutation } from '@provana/api-client/team';
import { CreateMeetingNoteBodySchema, type DirectReport } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, notify } from '@provana/ui';
import { formatMeeting } from '@provana/dates';

interface Props {
  executiveId: number;
  report: DirectReport;
  meetingAt: string;
}

export function MeetingNotesForm({ executiveId, report, meetingAt }: Props) {
  const [addNote, { isLoading: saving }] = useAddMeetingNoteMutation();
  const form = useSchemaForm({ content: '' }, { schema: CreateMeetingNoteBodySchema, toBody: (v) => ({ meeting_at: meetingAt, content: v.content }) });

  const submit = form.submit(async ({ content }) => {
    try {
      await addNote({ executiveId, name: report.name, body: { meeting_at: meetingAt, content } }).unwrap();
      form.set('content', '');
      notify({ title: 'Meeting Notes Saved', description: `Attached to the meeting on ${formatMeeting(meetingAt)}.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to save meeting notes: ${formatApiError(error)}`, type: 'error' });
    }
  });

  return (
    <Stack as="form" gap="2" p="3" borderWidth="1px" borderRadius="md" onSubmit={(e) => void submit(e)}>
      <TextField form={form} name="content" label={`Notes for the meeting on ${formatMeeting(meetingAt)}`} errorLabel="Notes" rows={3} />
      <Button type="submit" size="sm" alignSelf="start" disabled={!form.values.content.trim() || saving} loading={saving} loadingText="Saving...">
        Save Notes
      </Button>
    </Stack>
  );
}
