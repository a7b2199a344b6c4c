import type {
  ClarityPrompt,
  ClarityPromptBody,
  ClarityPromptResult,
  ClarityPromptsResponse,
  CreateVoiceRecordingBody,
  CreateVoiceRecordingResponse,
  VoiceAudioUploadResponse,
  VoiceCommandBody,
  VoiceCommandResponse,
  VoiceRecording,
} from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTag, listTags } from '../tags';
import { priorityDependents } from '../endpoints/priorities';

export interface UploadRecordingAudioArgs {
  executiveId: number;
  recordingId: number;
  blob: Blob;
}

export const voiceRecordingEndpoints = (build: Builder) => ({
  getVoiceRecordings: build.query<VoiceRecording[], number>({
    query: (executiveId) => apiPaths.voiceRecordings(executiveId),
    providesTags: (result) => listTags('VoiceRecording', result),
  }),
  createVoiceRecording: build.mutation<CreateVoiceRecordingResponse, CreateVoiceRecordingBody>({
    query: (body) => ({ url: apiPaths.voiceRecording, method: 'POST', body }),
    // A recording may create a priority (its action suggestion).
    invalidatesTags: (_result, error, body) => error ? [] : [listTag('VoiceRecording'), ...priorityDependents(Number(body.executiveId))],
  }),
  /** Answers after server speech-to-text when it ran (`transcription`, `transcript`). */
  uploadRecordingAudio: build.mutation<VoiceAudioUploadResponse, UploadRecordingAudioArgs>({
    query: ({ executiveId, recordingId, blob }) => ({
      url: apiPaths.voiceRecordingAudio(executiveId, recordingId),
      method: 'PUT',
      body: blob,
      headers: { 'Content-Type': blob.type || 'audio/webm' },
    }),
    invalidatesTags: (_result, error, { recordingId }) => error ? [] : [{ type: 'VoiceRecording', id: recordingId }, listTag('VoiceRecording')],
  }),
  sendVoiceCommand: build.mutation<VoiceCommandResponse, VoiceCommandBody>({
    query: (body) => ({ url: apiPaths.voiceCommand, method: 'POST', body }),
  }),
  /** A POST that computes prompts from a transcript: a mutation, never cached. */
  getClarityPrompts: build.mutation<ClarityPrompt[], { executiveId: number; transcript: string }>({
    query: ({ executiveId, transcript }) => ({ url: apiPaths.clarityPrompts(executiveId), method: 'POST', body: { transcript } }),
    transformResponse: (response: ClarityPromptsResponse) => response.prompts,
  }),
  /** Spec: on success refetches priorities and calendar events. */
  submitClarityPrompt: build.mutation<ClarityPromptResult, { executiveId: number; body: ClarityPromptBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.clarityPrompt(executiveId), method: 'POST', body }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [...priorityDependents(executiveId), listTag('CalendarEvent')],
  }),
});
