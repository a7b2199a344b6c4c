import { z } from 'zod';
import { ProposedActionSchema } from './assistant-actions';
import { AnsweredBySchema } from './assistant-attribution';
import { IdSchema, SafeUrlSchema, requiredText } from './common';

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
});
export type VoiceRecording = z.infer<typeof VoiceRecordingSchema>;

/** POST /api/voice-recording: the spec's JSON body; audio is uploaded separately. */
export const CreateVoiceRecordingBodySchema = z.object({
  transcript: requiredText(20000),
  durationSeconds: z.number().int().min(0).max(6 * 3600),
  executiveId: IdSchema,
  tags: z.string().max(500).optional().default(''),
  anchor: z.string().max(500).optional().default(''),
});
export type CreateVoiceRecordingBody = z.input<typeof CreateVoiceRecordingBodySchema>;

export const CreateVoiceRecordingResponseSchema = z.object({
  success: z.literal(true),
  recording: VoiceRecordingSchema,
  insights: VoiceInsightsSchema,
  /** Upload the audio with PUT to this path (Content-Type audio/*). */
  audioUploadUrl: z.string(),
  createdPriorityId: z.number().int().nullable(),
  /** Who analysed it (issue 17); `note` when the chosen model failed and the built-in engine did. */
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
  /** A task the model found in the note, written only once the executive confirms it (never created here). */
  proposals: z.array(ProposedActionSchema).optional(),
});
export type CreateVoiceRecordingResponse = z.infer<typeof CreateVoiceRecordingResponseSchema>;

/** Largest accepted audio upload (bytes). */
export const MAX_AUDIO_BYTES = 25 * 1024 * 1024;

export const VoiceCommandBodySchema = z.object({ command: requiredText(1000), executiveId: IdSchema });
export type VoiceCommandBody = z.input<typeof VoiceCommandBodySchema>;
export const VoiceCommandResponseSchema = z.object({
  response: z.string(),
  /** Who answered (issue 17); `note` when the chosen model failed and the built-in engine did. */
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
});
export type VoiceCommandResponse = z.infer<typeof VoiceCommandResponseSchema>;
