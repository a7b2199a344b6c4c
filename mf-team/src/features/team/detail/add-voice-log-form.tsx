// A new voice log for the report: a typed transcription (and optional comma-separated tags), saved
// through the spec's POST /team/voice-log. Recording audio waits for the voice remote's recorder.
import { type FormEvent, useId, useState } from 'react';
import { formatApiError, useTimeZone } from '@provana/api-client';
import { useCreateTeamVoiceLogMutation } from '@provana/api-client/team';
import type { DirectReport } from '@provana/contracts';
import { Button, Field, Input, Stack, Textarea, notify } from '@provana/ui';
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
  const [transcription, setTranscription] = useState('');
  const [tags, setTags] = useState('');
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!transcription.trim()) return;
    try {
      await create({
        executiveId,
        body: {
          direct_report: report.name,
          voice_log: { date: todayIn(timeZone), audio_url: null, transcription, tags: parseTags(tags), converted_to_action: false },
        },
      }).unwrap();
      setTranscription('');
      setTags('');
      notify({ title: 'Voice Log Added', description: `Saved to ${report.name}'s voice logs.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: `Failed to save voice log: ${formatApiError(error)}`, type: 'error' });
    }
  };

  return (
    <Stack as="form" gap="2" onSubmit={(e) => void submit(e)} borderTopWidth="1px" pt="3">
      <Field.Root>
        <Field.Label htmlFor={`${id}-text`}>New voice log (transcription)</Field.Label>
        <Textarea id={`${id}-text`} value={transcription} onChange={(e) => setTranscription(e.target.value)} maxLength={20000} rows={2} />
      </Field.Root>
      <Field.Root>
        <Field.Label htmlFor={`${id}-tags`}>Tags (comma-separated)</Field.Label>
        <Input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
      </Field.Root>
      <Button type="submit" size="sm" alignSelf="start" disabled={!transcription.trim() || isLoading} loading={isLoading} loadingText="Saving...">
        Add Voice Log
      </Button>
    </Stack>
  );
}
