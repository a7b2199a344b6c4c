import { z } from 'zod';
import { ProposedActionSchema } from './assistant-actions';
import { AnsweredBySchema } from './assistant-attribution';
import { IdSchema, SafeUrlSchema, requiredText } from './common';
import { PrivateFlagSchema } from './private-items';

export const VoiceInsightsSchema = z.object({
  topIdea: z.string(),
  actionSuggestion: z.string(),
  personalAnchor: z.string(),
});
export type VoiceInsights = z.infer<typeof VoiceInsightsSchema>;

export const VoiceActionsSchema = z.object({
  todoCreated: z.boolean(),
  calendarEntry: z.boolean(),
  journal: z.boolean(),
  sendToTeam: z.boolean(),
});
export type VoiceActions = z.infer<typeof VoiceActionsSchema>;

export const VoiceTagsSchema = z.object({
  project: z.string().nullable(),
  coreValue: z.string().nullable(),
  category: z.array(z.string()),
  dueDate: z.string().nullable(),
});
export type VoiceTags = z.infer<typeof VoiceTagsSchema>;

/**
 * Where a recording's transcript stands with server speech-to-text: `none` (typed, the browser's, or
 * edited by the executive), `pending` (stored empty, the server transcribes its audio), `done` (the
 * speech server's transcript), `failed` (the server could not: retry, or type it).
 */
export const RecordingTranscriptionSchema = z.enum(['none', 'pending', 'done', 'failed']);
export type RecordingTranscription = z.infer<typeof RecordingTranscriptionSchema>;

export const VoiceRecordingSchema = z.object({
  id: z.number().int(),
  timestamp: z.string(),
  durationSeconds: z.number().int(),
  sessionId: z.string(),
  transcript: z.string(),
  audioFileUrl: SafeUrlSchema.nullable(),
  insights: VoiceInsightsSchema,
  actions: VoiceActionsSchema,
  tags: VoiceTagsSchema,
  transcriptionStatus: RecordingTranscriptionSchema,
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
});
export type VoiceRecording = z.infer<typeof VoiceRecordingSchema>;

/** Longest transcript a recording keeps (creation and edits). */
export const MAX_TRANSCRIPT_CHARS = 20000;

/**
 * POST /api/voice-recording: the spec's JSON body; audio is uploaded separately. The transcript may be
 * empty only when the server transcribes speech (PROVANA_STT_*): the audio upload then fills it in.
 */
export const CreateVoiceRecordingBodySchema = z.object({
  transcript: z.string().trim().max(MAX_TRANSCRIPT_CHARS, `must be at most ${MAX_TRANSCRIPT_CHARS} characters`).optional().default(''),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(6 * 3600),
  executiveId: IdSchema,
  tags: z.string().max(500).optional().default(''),
  anchor: z.string().max(500).optional().default(''),
  private: PrivateFlagSchema.optional().default(false),
});
export type CreateVoiceRecordingBody = z.input<typeof CreateVoiceRecordingBodySchema>;

export const CreateVoiceRecordingResponseSchema = z.object({
  success: z.literal(true),
  recording: VoiceRecordingSchema,
  insights: VoiceInsightsSchema,
  /** Upload the audio with PUT to this path (Content-Type audio/*). */
  audioUploadUrl: z.string(),
  createdPriorityId: z.number().int().nullable(),
  /** Who analysed it; `note` when the chosen model failed and the built-in engine did. */
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
  /** A task the model found in the note, written only once the executive confirms it (never created here). */
  proposals: z.array(ProposedActionSchema).optional(),
});
export type CreateVoiceRecordingResponse = z.infer<typeof CreateVoiceRecordingResponseSchema>;

/** Largest accepted audio upload (bytes). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

/**
 * What became of server speech-to-text for an upload: `done` (the transcript is stored), `failed` (the
 * speech server failed or timed out: no transcript, the audio is kept), `unavailable` (no speech
 * server configured), `not-needed` (the recording already had a transcript).
 */
export const TranscriptionStatusSchema = z.enum(['done', 'failed', 'unavailable', 'not-needed']);
export type TranscriptionStatus = z.infer<typeof TranscriptionStatusSchema>;

/** PUT /api/executive/{id}/voice-recordings/{recordingId}/audio: the answer, after transcription when it ran. */
export const VoiceAudioUploadResponseSchema = z.object({
  success: z.literal(true),
  audioFileUrl: z.string(),
  size: z.number().int(),
  transcription: TranscriptionStatusSchema,
  /** The recording's transcript after the upload (empty when transcription failed or was unavailable). */
  transcript: z.string(),
  /** After a transcription (`done`): the recording analysed anew from its transcript, and what that analysis did. */
  recording: VoiceRecordingSchema.optional(),
  createdPriorityId: z.number().int().nullable().optional(),
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
  proposals: z.array(ProposedActionSchema).optional(),
});
export type VoiceAudioUploadResponse = z.infer<typeof VoiceAudioUploadResponseSchema>;

/** PATCH /api/executive/{id}/voice-recordings/{recordingId}: the executive's own transcript, analysed anew. */
export const EditVoiceTranscriptBodySchema = z.object({ transcript: requiredText(MAX_TRANSCRIPT_CHARS) }).strict();
export type EditVoiceTranscriptBody = z.input<typeof EditVoiceTranscriptBodySchema>;

/**
 * A recording after its transcript changed (an edit, or a transcription retried): analysed again. A
 * requested task is created at most once per recording; a model's is only proposed.
 */
export const VoiceRecordingAnalysisResponseSchema = z.object({
  recording: VoiceRecordingSchema,
  createdPriorityId: z.number().int().nullable(),
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
  proposals: z.array(ProposedActionSchema).optional(),
});
export type VoiceRecordingAnalysisResponse = z.infer<typeof VoiceRecordingAnalysisResponseSchema>;

/** POST /api/executive/{id}/voice-recordings/{recordingId}/transcription: the stored audio transcribed again. */
export const RetryTranscriptionResponseSchema = VoiceRecordingAnalysisResponseSchema.extend({ transcription: z.enum(['done', 'failed']) });
export type RetryTranscriptionResponse = z.infer<typeof RetryTranscriptionResponseSchema>;

/** Largest voice command accepted for transcription (bytes): a short spoken command, not a recording. */
export const MAX_COMMAND_AUDIO_BYTES = 2 * 1024 * 1024;

/** POST /api/executive/{id}/voice-command/transcription (raw audio/* body): the spoken command as text. */
export const VoiceCommandTranscriptionResponseSchema = z.object({ text: z.string() });
export type VoiceCommandTranscriptionResponse = z.infer<typeof VoiceCommandTranscriptionResponseSchema>;

export const VoiceCommandBodySchema = z.object({ command: requiredText(1000), executiveId: IdSchema });
export type VoiceCommandBody = z.input<typeof VoiceCommandBodySchema>;
export const VoiceCommandResponseSchema = z.object({
  response: z.string(),
  /** Who answered; `note` when the chosen model failed and the built-in engine did. */
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
});
export type VoiceCommandResponse = z.infer<typeof VoiceCommandResponseSchema>;
