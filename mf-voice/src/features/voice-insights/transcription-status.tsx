// Where a recording's server transcription stands: "Transcribing…" while the server works on it,
// "Transcription failed" with Retry (when this executive has server transcription on) or the way to
// turn it on. Nothing for a typed or finished transcript. Retry's failure is said, the rest stays.
import { useCanWrite } from '@provana/sections';
import { formatApiError, skipToken } from '@provana/api-client';
import { useGetAssistantSettingsQuery } from '@provana/api-client/assistant';
import { useRetryRecordingTranscriptionMutation } from '@provana/api-client/voice';
import type { VoiceRecording } from '@provana/contracts';
import { Alert, Button, Text } from '@provana/ui';

export const TRANSCRIBING = 'Transcribing…';
export const TRANSCRIPTION_FAILED = 'Transcription failed';

export function TranscriptionStatus({ executiveId, recording }: { executiveId: number | undefined; recording: VoiceRecording }) {
  const settings = useGetAssistantSettingsQuery(recording.transcriptionStatus === 'failed' && executiveId !== undefined ? executiveId : skipToken).data;
  const [retry, { isLoading, error, data }] = useRetryRecordingTranscriptionMutation();
  const canWrite = useCanWrite();
  if (recording.transcriptionStatus === 'pending') {
    return (
      <Text role="status" fontSize="sm" color="fg.muted" data-testid="transcription-status">
        {TRANSCRIBING}
      </Text>
    );
  }
  if (recording.transcriptionStatus !== 'failed') return null;
  const canRetry = settings?.speechToText === true && settings.transcribeOnServer;
  const failedAgain = data?.transcription === 'failed' && !isLoading;
  return (
    <Alert.Root status="warning" data-testid="transcription-status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{TRANSCRIPTION_FAILED}</Alert.Title>
        <Alert.Description>
          {canRetry
            ? 'The speech server could not transcribe this recording. Retry, or type its transcript with Edit transcript.'
            : 'This recording has no transcript: type it with Edit transcript, or turn on server transcription in Settings → Assistant and retry.'}
        </Alert.Description>
        <Text role="status" fontSize="sm">
          {failedAgain ? 'It failed again.' : ''}
        </Text>
        {error ? (
          <Text role="alert" fontSize="sm" color="fg.error" mt="1">
            Retry failed: {formatApiError(error)}
          </Text>
        ) : null}
      </Alert.Content>
      {canRetry && canWrite && executiveId !== undefined ? (
        <Button size="sm" variant="outline" alignSelf="center" disabled={isLoading} onClick={() => void retry({ executiveId, recordingId: recording.id })}>
          {isLoading ? 'Transcribing…' : 'Retry transcription'}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
