import { z } from 'zod';
import { AnsweredBySchema } from './assistant-attribution';
import { IsoDateSchema, SafeUrlSchema, requiredText } from './common';
import { PrivateFlagSchema } from './private-items';

export const NoteCategorySchema = z.enum(['Coaching', 'Feedback', 'Performance', 'Development']);
export type NoteCategory = z.infer<typeof NoteCategorySchema>;

export const CoachingNoteSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  category: NoteCategorySchema,
  content: z.string(),
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
});
export type CoachingNote = z.infer<typeof CoachingNoteSchema>;

export const DirectReportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  start_date: z.string(),
  next_meeting: z.string().nullable(),
  last_meeting: z.string().nullable(),
  goals_linked: z.array(z.string()),
  development_focus: z.string(),
  notes: z.array(CoachingNoteSchema),
  alerts: z.object({ reminder_24hr_before: z.boolean(), check_in_prompt: z.string() }),
});
export type DirectReport = z.infer<typeof DirectReportSchema>;

/** An entry of GET /api/executive/{id}/team: the report with its open 1:1 action items (the list's card shows the count). */
export const TeamListEntrySchema = DirectReportSchema.extend({ open_action_items: z.number().int().min(0) });
export type TeamListEntry = z.infer<typeof TeamListEntrySchema>;

export const TeamVoiceLogSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  audio_url: SafeUrlSchema.nullable(),
  transcription: z.string(),
  tags: z.array(z.string()),
  converted_to_action: z.boolean(),
});
export type TeamVoiceLog = z.infer<typeof TeamVoiceLogSchema>;

export const CoachingPromptsResponseSchema = z.object({
  development_focus: z.string(),
  automated_prompts: z.array(z.string()),
  prompt_shown_for_next_meeting: z.string(),
  /** Who wrote the prompts; `note` when the chosen model failed and the built-in engine did. */
  answeredBy: AnsweredBySchema.optional(),
  note: z.string().optional(),
});
export type CoachingPromptsResponse = z.infer<typeof CoachingPromptsResponseSchema>;

/** POST /api/executive/{id}/team/voice-log: the spec's body. */
export const CreateTeamVoiceLogBodySchema = z.object({
  direct_report: requiredText(120),
  voice_log: z.object({
    date: IsoDateSchema,
    audio_url: SafeUrlSchema.max(500).nullable().optional().default(null),
    transcription: requiredText(20000),
    tags: z.array(z.string().max(60)).max(20).optional().default([]),
    converted_to_action: z.boolean().optional().default(false),
  }),
});
export type CreateTeamVoiceLogBody = z.input<typeof CreateTeamVoiceLogBodySchema>;
export const CreateTeamVoiceLogResponseSchema = z.object({
  success: z.literal(true),
  voice_log: TeamVoiceLogSchema.extend({ direct_report: z.string() }),
});
export type CreateTeamVoiceLogResponse = z.infer<typeof CreateTeamVoiceLogResponseSchema>;

/** PATCH /api/executive/{id}/team/{name}/voice-logs/{logId}: mark converted to an action. */
export const PatchTeamVoiceLogBodySchema = z.object({ converted_to_action: z.boolean() }).strict();
export type PatchTeamVoiceLogBody = z.infer<typeof PatchTeamVoiceLogBodySchema>;

/** The `:name` path parameter that addresses a direct report (names are unique per executive). */
export const ReportNameParamsSchema = z.object({ name: z.string().trim().min(1).max(120) });

/** POST /api/executive/{id}/team/{name}/notes: save a coaching note. */
export const CreateCoachingNoteBodySchema = z.object({
  category: NoteCategorySchema,
  content: requiredText(5000),
  date: IsoDateSchema.optional(),
  private: PrivateFlagSchema.optional().default(false),
});
export type CreateCoachingNoteBody = z.input<typeof CreateCoachingNoteBodySchema>;
