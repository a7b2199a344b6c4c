import type {
  ClarityPrompt,
  ClarityPromptBody,
  ClarityPromptResult,
  ClarityPromptsQueryBody,
  ClarityPromptsResponse,
  CreateVoiceRecordingBody,
  CreateVoiceRecordingResponse,
  EditVoiceTranscriptBody,
  RetryTranscriptionResponse,
  VoiceAudioUploadResponse,
  VoiceCommandBody,
  VoiceCommandResponse,
  VoiceRecording,
  VoiceRecordingAnalysisResponse,
} from '@provana/contracts';
import { voicePaths } from '@provana/contracts/paths/voice';
import type { Builder } from '../builder';
import { listTag, listTags, onSuccess } from '../tags';
import { priorityDependents } from '../priorities/priority-edits';
import { requestBody } from '../request-body';

export interface UploadRecordingAudioArgs {
  executiveId: number;
  recordingId: number;
  blob: Blob;
}

export type EditVoiceTranscriptArgs = { executiveId: number; recordingId: number } & EditVoiceTranscriptBody;

export interface RetryTranscriptionArgs {
  executiveId: number;
  recordingId: number;
}

/** A recording analysed anew (its transcript changed): it, the list and search, and the priorities it may have created. */
const reanalysed = onSuccess(({ executiveId, recordingId }: RetryTranscriptionArgs) => [
  { type: 'VoiceRecording' as const, id: recordingId },
  listTag('VoiceRecording'),
  ...priorityDependents(executiveId),
]);

export const voiceRecordingEndpoints = (build: Builder) => ({
  getVoiceRecordings: build.query<VoiceRecording[], number>({
    query: (executiveId) => voicePaths.voiceRecordings(executiveId),
    providesTags: (result) => listTags('VoiceRecording', result),
  }),
  createVoiceRecording: build.mutation<CreateVoiceRecordingResponse, CreateVoiceRecordingBody>({
    query: (body) => ({ url: voicePaths.voiceRecording, method: 'POST', body }),
    // A recording may create a priority (its action suggestion).
    invalidatesTags: onSuccess((body) => [listTag('VoiceRecording'), ...priorityDependents(Number(body.executiveId))]),
  }),
  /** Answers after server speech-to-text when it ran (`transcription`, `transcript`, and the new analysis). */
  uploadRecordingAudio: build.mutation<VoiceAudioUploadResponse, UploadRecordingAudioArgs>({
    query: ({ executiveId, recordingId, blob }) => ({
      url: voicePaths.voiceRecordingAudio(executiveId, recordingId),
      method: 'PUT',
      body: blob,
      headers: { 'Content-Type': blob.type || 'audio/webm' },
    }),
    invalidatesTags: reanalysed,
  }),
  /** PATCH the executive's own transcript: the server analyses it again (a task at most once per recording). */
  editVoiceTranscript: build.mutation<VoiceRecordingAnalysisResponse, EditVoiceTranscriptArgs>({
    query: ({ executiveId, recordingId, transcript }) => ({
      url: voicePaths.voiceRecordingEntry(executiveId, recordingId),
      method: 'PATCH',
      body: requestBody<EditVoiceTranscriptBody>({ transcript }),
    }),
    invalidatesTags: reanalysed,
  }),
  /** Transcribe a recording's stored audio again (server speech-to-text, opted in). */
  retryRecordingTranscription: build.mutation<RetryTranscriptionResponse, RetryTranscriptionArgs>({
    query: ({ executiveId, recordingId }) => ({ url: voicePaths.voiceRecordingTranscription(executiveId, recordingId), method: 'POST', body: {} }),
    invalidatesTags: reanalysed,
  }),
  sendVoiceCommand: build.mutation<VoiceCommandResponse, VoiceCommandBody>({
    query: (body) => ({ url: voicePaths.voiceCommand, method: 'POST', body }),
  }),
  /** A POST that computes prompts from a transcript: a mutation, never cached. */
  getClarityPrompts: build.mutation<ClarityPrompt[], { executiveId: number } & ClarityPromptsQueryBody>({
    query: ({ executiveId, transcript }) => ({
      url: voicePaths.clarityPrompts(executiveId),
      method: 'POST',
      body: requestBody<ClarityPromptsQueryBody>({ transcript }),
    }),
    transformResponse: (response: ClarityPromptsResponse) => response.prompts,
  }),
  /** Spec: on success refetches priorities and calendar events. */
  submitClarityPrompt: build.mutation<ClarityPromptResult, { executiveId: number; body: ClarityPromptBody }>({
    query: ({ executiveId, body }) => ({ url: voicePaths.clarityPrompt(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => [...priorityDependents(executiveId), listTag('CalendarEvent')]),
  }),
});
