// 'Process Recording & Generate Insights': store the recording, then upload its audio. A failed
// store keeps the transcript and audio; a failed upload (the recording is stored) offers a retry.
// With server speech-to-text (PROVANA_STT_*), an empty transcript is filled in during the upload.
import { formatApiError } from '@provana/api-client';
import type { TranscriptionStatus } from '@provana/contracts';
import { useCreateVoiceRecordingMutation, useUploadRecordingAudioMutation } from '@provana/api-client/voice';
import { useState } from 'react';
import type { Captured } from './use-audio-recorder';

export type ProcessOutcome =
  | { kind: 'empty' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; topIdea: string; transcription?: TranscriptionStatus; transcript?: string }
  | { kind: 'upload-failed'; topIdea: string; message: string };

export const EMPTY_TRANSCRIPT = 'Please record some audio first.';

export function useProcessRecording(executiveId: number | undefined) {
  const [create, createState] = useCreateVoiceRecordingMutation();
  const [upload, uploadState] = useUploadRecordingAudioMutation();
  const [pendingUpload, setPendingUpload] = useState<{ recordingId: number; blob: Blob; topIdea: string } | null>(null);
  const [transcribing, setTranscribing] = useState(false);

  const sendAudio = async (recordingId: number, blob: Blob, topIdea: string): Promise<ProcessOutcome> => {
    if (executiveId === undefined) return { kind: 'failed', message: 'Processing failed' };
    const result = await upload({ executiveId, recordingId, blob }).finally(() => setTranscribing(false));
    if ('error' in result) {
      setPendingUpload({ recordingId, blob, topIdea });
      return { kind: 'upload-failed', topIdea, message: formatApiError(result.error) };
    }
    setPendingUpload(null);
    return { kind: 'done', topIdea, transcription: result.data.transcription, transcript: result.data.transcript };
  };

  /** `serverTranscribes`: the server has speech-to-text, so recorded audio may come without a transcript. */
  const process = async (transcript: string, captured: Captured | null, serverTranscribes = false, isPrivate = false): Promise<ProcessOutcome> => {
    const hasAudio = captured !== null && captured.blob.size > 0;
    if (!transcript.trim() && !(serverTranscribes && hasAudio)) return { kind: 'empty' };
    if (executiveId === undefined) return { kind: 'failed', message: 'Processing failed' };
    const result = await create({
      transcript: transcript.trim(),
      durationSeconds: captured?.durationSeconds ?? 0,
      executiveId,
      tags: '',
      anchor: '',
      ...(isPrivate ? { private: true } : {}),
    });
    if ('error' in result) return { kind: 'failed', message: formatApiError(result.error) || 'Processing failed' };
    const { recording, insights } = result.data;
    if (!captured || captured.blob.size === 0) return { kind: 'done', topIdea: insights.topIdea };
    if (!recording.transcript) setTranscribing(true);
    return sendAudio(recording.id, captured.blob, insights.topIdea);
  };

  const retryUpload = async (): Promise<ProcessOutcome | undefined> =>
    pendingUpload ? sendAudio(pendingUpload.recordingId, pendingUpload.blob, pendingUpload.topIdea) : undefined;

  return { process, retryUpload, pendingUpload, transcribing, busy: createState.isLoading || uploadState.isLoading };
}
