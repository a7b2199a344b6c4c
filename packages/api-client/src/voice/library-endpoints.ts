// The recordings library: full-text search over transcripts and insights, and deleting a recording.
import type { VoiceSearchResponse } from '@provana/contracts';
import { voicePaths } from '@provana/contracts/paths/voice';
import type { Builder } from '../builder';
import { listTag, onSuccess } from '../tags';

export interface SearchVoiceRecordingsArgs {
  executiveId: number;
  q: string;
  page: number;
  pageSize?: number;
}

export const voiceLibraryEndpoints = (build: Builder) => ({
  /** Full-text search over transcripts and insights; refetched when recordings change. */
  searchVoiceRecordings: build.query<VoiceSearchResponse, SearchVoiceRecordingsArgs>({
    query: ({ executiveId, q, page, pageSize }) => ({ url: voicePaths.voiceSearch(executiveId), params: { q, page, ...(pageSize ? { pageSize } : {}) } }),
    providesTags: [listTag('VoiceRecording')],
  }),
  /** Deletes a recording and its audio. */
  deleteVoiceRecording: build.mutation<{ success: true }, { executiveId: number; recordingId: number }>({
    query: ({ executiveId, recordingId }) => ({ url: voicePaths.voiceRecordingEntry(executiveId, recordingId), method: 'DELETE' }),
    invalidatesTags: onSuccess(({ recordingId }) => [{ type: 'VoiceRecording', id: recordingId }, listTag('VoiceRecording')]),
  }),
});
