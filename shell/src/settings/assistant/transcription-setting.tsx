// Settings → Assistant, the second choice: whether this executive's recordings are
// transcribed by the operator's speech-to-text server. Shown only when one is configured; off until
// they turn it on. A labelled native checkbox with the plain sentence of what is sent; saved as soon
// as it changes (like the assistant choice): while it saves it shows the new value, a refusal puts
// the stored one back and says why.
import { apiErrorDetail, useExecutiveId } from '@provana/api-client';
import { useSetAssistantChoiceMutation } from '@provana/api-client/assistant';
import type { AssistantSettings } from '@provana/contracts';
import { Stack, Text, chakra } from '@provana/ui';
import { useState } from 'react';

export const TRANSCRIBE_LABEL = 'Transcribe my recordings on the server';
const DESCRIPTION_ID = 'settings-transcription-description';
const ERROR_ID = 'settings-transcription-error';

/** The plain sentence of what turning it on sends. */
export const transcriptionSentence = (host: string) =>
  `Your recordings' audio is sent to ${host} to be transcribed (and spoken commands, in a browser without speech recognition). Off: no audio leaves this server; type, or use your browser's speech recognition.`;

export function TranscriptionSetting({ settings }: { settings: AssistantSettings }) {
  const executiveId = useExecutiveId();
  const [save, { isLoading: saving }] = useSetAssistantChoiceMutation();
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const checked = pending ?? settings.transcribeOnServer;

  const change = async (on: boolean) => {
    if (executiveId === undefined || saving) return;
    setPending(on);
    setError(null);
    setSaved(false);
    try {
      await save({ executiveId, transcribeOnServer: on }).unwrap();
      setSaved(true);
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Stack gap="1" data-testid="settings-transcription">
      <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" fontWeight="semibold" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={checked}
          onChange={(e) => void change(e.target.checked)}
          aria-describedby={[DESCRIPTION_ID, error ? ERROR_ID : null].filter(Boolean).join(' ')}
          aria-busy={saving || undefined}
          w="4"
          h="4"
          flexShrink={0}
          accentColor="brand.solid"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
        />
        {TRANSCRIBE_LABEL}
      </chakra.label>
      <Text id={DESCRIPTION_ID} fontSize="xs" color="fg.muted">
        {transcriptionSentence(settings.speechToTextHost ?? 'the operator’s speech server')}
      </Text>
      {error ? (
        <Text id={ERROR_ID} role="alert" fontSize="sm" color="fg.error">
          Your transcription choice was not saved: {error}
        </Text>
      ) : null}
      <Text role="status" fontSize="xs" color="fg.muted" minH="4">
        {saving ? 'Saving...' : saved ? (settings.transcribeOnServer ? 'Server transcription turned on.' : 'Server transcription turned off.') : ''}
      </Text>
    </Stack>
  );
}
