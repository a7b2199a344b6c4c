// 'Process Recording & Generate Insights': store the recording, then upload its audio. A failed
// store keeps the transcript and audio; a failed upload (the recording is stored) offers a retry.
import { formatApiError } from '@provana/api-client';
import { useCreateVoiceRecordingMutation, useUploadRecordingAudioMutation } from '@provana/api-client/voice';
import { useState } from 'react';
import type { Captured } from './use-audio-recorder';

export type ProcessOutcome =
  | { kind: 'empty' }
  | { kind: 'failed'; message: string }
  | { kind: 'done'; topIdea: string }
  | { kind: 'upload-failed'; topIdea: string; message: string };

export const EMPTY_TRANSCRIPT = 'Please record some audio first.';

export function useProcessRecording(executiveId: number | undefined) {
  const [create, createState] = useCreateVoiceRecordingMutation();
  const [upload, uploadState] = useUploadRecordingAudioMutation();
  const [pendingUpload, setPendingUpload] = useState<{ recordingId: number; blob: Blob; topIdea: string } | null>(null);

  const sendAudio = async (recordingId: number, blob: Blob, topIdea: string): Promise<ProcessOutcome> => {
    if (executiveId === undefined) return { kind: 'failed', message: 'Processing failed' };
    const result = await upload({ executiveId, recordingId, blob });
    if ('error' in result) {
      setPendingUpload({ recordingId, blob, topIdea });
      return { kind: 'upload-failed', topIdea, message: formatApiError(result.error) };
    }
    setPendingUpload(null);
    return { kind: 'done', topIdea };
  };

  const process = async (transcript: string, captured: Captured | null): Promise<ProcessOutcome> => {
    if (!transcript.trim()) return { kind: 'empty' };
    if (executiveId === undefined) return { kind: 'failed', message: 'Processing failed' };
    const result = await create({ transcript: transcript.trim(), durationSeconds: captured?.durationSeconds ?? 0, executiveId, tags: '', anchor: '' });
    if ('error' in result) return { kind: 'failed', message: formatApiError(result.error) || 'Processing failed' };
    const { recording, insights } = result.data;
    if (!captured || captured.blob.size === 0) return { kind: 'done', topIdea: insights.topIdea };
    return sendAudio(recording.id, captured.blob, insights.topIdea);
  };

  const retryUpload = async (): Promise<ProcessOutcome | undefined> =>
    pendingUpload ? sendAudio(pendingUpload.recordingId, pendingUpload.blob, pendingUpload.topIdea) : undefined;

  return { process, retryUpload, pendingUpload, busy: createState.isLoading || uploadState.isLoading };
}
