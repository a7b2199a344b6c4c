// A new voice log for the report: a typed transcription (and optional comma-separated tags), saved
// through the spec's POST /team/voice-log. Recording audio waits for the voice remote's recorder.
import { formatApiError, useTimeZone } from '@provana/api-client';
import { useCreateTeamVoiceLogMutation } from '@provana/api-client/team';
import { CreateTeamVoiceLogBodySchema, type DirectReport } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Stack, notify } from '@provana/ui';
import { todayIn } from '@provana/dates';

interface Props {
  executiveId: number;
  report: DirectReport;
}

export const parseTags = (text: string) =>
  Array.from(
    new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ).slice(0, 20);

export function AddVoiceLogForm({ executiveId, report }: Props) {
  const [create, { isLoading }] = useCreateTeamVoiceLogMutation();
  const timeZone = useTimeZone();
  const voiceLog = (v: { transcription: string; tags: string }) => ({
    date: todayIn(timeZone),
    audio_url: null,
    transcription: v.transcription,
    tags: parseTags(v.tags),
    converted_to_action: false,
  });
  const form = useSchemaForm({ transcription: '', tags: '' }, { schema: CreateTeamVoiceLogBodySchema.shape.voice_log, toBody: voiceLog });

  const submit = form.submit(async (v) => {
    try {
      await create({ executiveId, body: { direct_report: report.name, voice_log: voiceLog(v) } }).unwrap();
      form.reset({ transcription: '', tags: '' });
      notify({ title: 'Voice Log Added', description: `Saved to ${report.name}'s voice logs.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to save voice log: ${formatApiError(error)}`, type: 'error' });
    }
  });

  return (
    <Stack as="form" gap="2" onSubmit={(e) => void submit(e)} borderTopWidth="1px" pt="3">
      <TextField form={form} name="transcription" label="New voice log (transcription)" errorLabel="Transcription" rows={2} />
      <TextField form={form} name="tags" label="Tags (comma-separated)" errorLabel="Tags" />
      <Button type="submit" size="sm" alignSelf="start" disabled={!form.values.transcription.trim() || isLoading} loading={isLoading} loadingText="Saving...">
        Add Voice Log
      </Button>
    </Stack>
  );
}
