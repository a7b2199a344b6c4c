// '@provana/api-client/voice': recordings (create, audio, transcript edits, transcription again),
// clarity prompts, voice commands and their transcription, search and delete, injected into the one
// API slice when a remote that uses them loads (RTK Query injectEndpoints), so the dashboard's first
// load does not carry them. The slice is imported by package name: in a federated build that is the
// shared singleton.
import { api } from '@provana/api-client';
import { commandTranscriptionEndpoint } from './command-transcription-endpoint';
import { voiceLibraryEndpoints } from './library-endpoints';
import { voiceRecordingEndpoints } from './recording-endpoints';

export type { EditVoiceTranscriptArgs, RetryTranscriptionArgs, UploadRecordingAudioArgs } from './recording-endpoints';
export type { TranscribeVoiceCommandArgs } from './command-transcription-endpoint';
export type { SearchVoiceRecordingsArgs } from './library-endpoints';

const voiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...voiceRecordingEndpoints(build),
    ...commandTranscriptionEndpoint(build),
    ...voiceLibraryEndpoints(build),
  }),
});

export const {
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
  useTranscribeVoiceCommandMutation,
} = voiceApi;
