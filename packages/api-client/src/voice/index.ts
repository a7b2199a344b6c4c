// '@provana/api-client/voice': the endpoints only the voice remote uses (recordings, audio, clarity
// prompts, voice commands and their transcription, search, delete, the open priorities, confirming an
// assistant's proposed action), injected
// into the one API slice when that remote loads (RTK Query injectEndpoints), so the dashboard's first
// load does not carry them. The slice is imported by package name: in a federated build that is the
// shared singleton.
import type { VoiceSearchResponse } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import { api } from '@provana/api-client';
import { listTag, onSuccess } from '../tags';
import { assistantActionEndpoint } from './assistant-action-endpoint';
import { commandTranscriptionEndpoint } from './command-transcription-endpoint';
import { priorityListEndpoint } from './priority-list-endpoint';
import { voiceRecordingEndpoints } from './recording-endpoints';

export type { EditVoiceTranscriptArgs, RetryTranscriptionArgs, UploadRecordingAudioArgs } from './recording-endpoints';
export type { ConfirmAssistantActionArgs } from './assistant-action-endpoint';
export type { TranscribeVoiceCommandArgs } from './command-transcription-endpoint';

export interface SearchVoiceRecordingsArgs {
  executiveId: number;
  q: string;
  page: number;
  pageSize?: number;
}

export const voiceLibraryApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...voiceRecordingEndpoints(build),
    ...priorityListEndpoint(build),
    ...assistantActionEndpoint(build),
    ...commandTranscriptionEndpoint(build),
    /** Full-text search over transcripts and insights; refetched when recordings change. */
    searchVoiceRecordings: build.query<VoiceSearchResponse, SearchVoiceRecordingsArgs>({
      query: ({ executiveId, q, page, pageSize }) => ({ url: apiPaths.voiceSearch(executiveId), params: { q, page, ...(pageSize ? { pageSize } : {}) } }),
      providesTags: [listTag('VoiceRecording')],
    }),
    /** Deletes a recording and its audio. */
    deleteVoiceRecording: build.mutation<{ success: true }, { executiveId: number; recordingId: number }>({
      query: ({ executiveId, recordingId }) => ({ url: apiPaths.voiceRecordingEntry(executiveId, recordingId), method: 'DELETE' }),
      invalidatesTags: onSuccess(({ recordingId }) => [{ type: 'VoiceRecording', id: recordingId }, listTag('VoiceRecording')]),
    }),
  }),
});

export const {
  useGetPrioritiesQuery,
  useGetVoiceRecordingsQuery,
  useCreateVoiceRecordingMutation,
  useUploadRecordingAudioMutation,
  useEditVoiceTranscriptMutation,
  useRetryRecordingTranscriptionMutation,
  useSendVoiceCommandMutation,
  useGetClarityPromptsMutation,
  useSubmitClarityPromptMutation,
  useSearchVoiceRecordingsQuery,
  useDeleteVoiceRecordingMutation,
  useConfirmAssistantActionMutation,
  useTranscribeVoiceCommandMutation,
} = voiceLibraryApi;
