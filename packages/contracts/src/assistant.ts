// The pluggable assistant: the executive's choice of engine, who answered, and the
// actions a model may propose (written only by the confirm endpoint).
import { z } from 'zod';
import { IsoDateSchema, UrgencySchema, requiredText } from './common';
import { ProposedActionSchema } from './assistant-actions';
import { CoachingPromptsResponseSchema } from './team';
import { VoiceActionsSchema, VoiceInsightsSchema, VoiceTagsSchema } from './voice';
import { AnsweredBySchema } from './assistant-attribution';

/** "Built-in (nothing leaves this server)" or the operator's configured model. */
export const AssistantChoiceSchema = z.enum(['built-in', 'model']);
export type AssistantChoice = z.infer<typeof AssistantChoiceSchema>;

/** GET/PUT /api/executive/{id}/assistant-settings. The model's key is never part of it. */
export const AssistantSettingsSchema = z.object({
  modelConfigured: z.boolean(),
  /** The configured model's name and host, or null when the operator configured none. */
  model: z.object({ name: z.string(), host: z.string() }).nullable(),
  choice: AssistantChoiceSchema,
  /** Whether the operator configured server speech-to-text (PROVANA_STT_*). The API always sends it. */
  speechToText: z.boolean().optional(),
  /** The executive's opt-in: their recordings' audio and spoken commands go to the speech server. Always false without one. */
  transcribeOnServer: z.boolean(),
  /** The speech server's host, when configured (what Settings names). */
  speechToTextHost: z.string().nullable().optional(),
});
export type AssistantSettings = z.infer<typeof AssistantSettingsSchema>;

/** Either choice or both: the assistant, and whether recordings are transcribed on the server. */
export const PutAssistantSettingsBodySchema = z
  .object({ choice: AssistantChoiceSchema.optional(), transcribeOnServer: z.boolean().optional() })
  .strict()
  .refine((body) => body.choice !== undefined || body.transcribeOnServer !== undefined, {
    message: 'choice or transcribeOnServer is required',
    path: ['choice'],
  });
export type PutAssistantSettingsBody = z.infer<typeof PutAssistantSettingsBodySchema>;

/** POST /api/executive/{id}/assistant/voice-command: the body; the answer streams as server-sent events. */
export const AssistantCommandBodySchema = z.object({ command: requiredText(1000) }).strict();
export type AssistantCommandBody = z.infer<typeof AssistantCommandBodySchema>;

/**
 * One `data:` line of the stream. `reset` says the model failed after part of its answer: discard
 * the text so far (the built-in answer follows). `done` closes it with who answered.
 */
export const VoiceCommandStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('proposal'), action: ProposedActionSchema }),
  z.object({ type: z.literal('done'), answeredBy: AnsweredBySchema, note: z.string().optional() }),
]);
export type VoiceCommandStreamEvent = z.infer<typeof VoiceCommandStreamEventSchema>;

/** A voice recording's analysis as a model must return it (JSON schema output), checked before use. */
export const VoiceRecordingAnalysisSchema = z.object({
  insights: VoiceInsightsSchema,
  actions: VoiceActionsSchema,
  tags: VoiceTagsSchema,
  requestedTask: z.object({ task: requiredText(200), description: z.string().max(2000), urgency: UrgencySchema, dueDate: IsoDateSchema.nullable() }).nullable(),
});
export type VoiceRecordingAnalysisOutput = z.infer<typeof VoiceRecordingAnalysisSchema>;

/** 1:1 coaching prompts as a model must return them (JSON schema output), checked before use. */
export const CoachingPromptsOutputSchema = CoachingPromptsResponseSchema.pick({ development_focus: true, prompt_shown_for_next_meeting: true }).extend({
  automated_prompts: z.array(requiredText(500)).min(1).max(8),
});
