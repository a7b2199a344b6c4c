import { z } from 'zod';
import { SafeUrlSchema, UrgencySchema } from './common';
import { LeadershipModelIdSchema } from './goals';

const score = z.number().int().min(0).max(4);

export const LeadershipProfileSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  transformational: score,
  servant: score,
  system_syncing: score,
  dominant_model: LeadershipModelIdSchema,
});
export type LeadershipProfile = z.infer<typeof LeadershipProfileSchema>;

export const LessonTypeSchema = z.enum(['article', 'audio', 'video', 'worksheet', 'interactive']);
export const LessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: LessonTypeSchema,
  duration_minutes: z.number().int(),
  url: SafeUrlSchema,
  /** The executive marked it done (beyond the spec: progress per model). */
  done: z.boolean(),
});
export type Lesson = z.infer<typeof LessonSchema>;

export const LeadershipActionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  priority: UrgencySchema,
  /** The priority created from it with Add to Tasks, or null while not added. */
  task_id: z.number().int().nullable(),
  /** That priority was completed: the item can be added to Tasks again (a new priority). */
  task_done: z.boolean(),
});
export type LeadershipActionItem = z.infer<typeof LeadershipActionItemSchema>;

export const LeadershipModelSchema = z.object({
  model_id: LeadershipModelIdSchema,
  name: z.string(),
  definition: z.string(),
  strengths: z.array(z.string()),
  growth_edges: z.array(z.string()),
  tagline_prompt: z.string(),
  lessons: z.array(LessonSchema),
  action_items: z.array(LeadershipActionItemSchema),
});
export type LeadershipModel = z.infer<typeof LeadershipModelSchema>;

/** GET /api/executive/{id}/leadership: the executive's profile, the team's profiles and the three models. */
export const LeadershipResponseSchema = z.object({
  currentModel: LeadershipModelIdSchema,
  profile: LeadershipProfileSchema,
  teamProfiles: z.array(LeadershipProfileSchema),
  models: z.array(LeadershipModelSchema),
});
export type LeadershipResponse = z.infer<typeof LeadershipResponseSchema>;

/** PUT /api/executive/{id}/leadership/profile: store a completed assessment (scores 0-4 each). */
export const UpdateLeadershipProfileBodySchema = z.object({ transformational: score, servant: score, system_syncing: score }).strict();
export type UpdateLeadershipProfileBody = z.infer<typeof UpdateLeadershipProfileBodySchema>;

/** PUT /api/executive/{id}/leadership/lessons/{lessonId}: mark a lesson done or not done. */
export const LessonProgressBodySchema = z.object({ done: z.boolean() }).strict();
export type LessonProgressBody = z.infer<typeof LessonProgressBodySchema>;

/**
 * POST /api/executive/{id}/leadership/action-items/{itemId}/task → 201: the priority it became (409 while
 * the priority made of it earlier is still open; once that one is completed the item can be added again).
 */
export const AddActionItemTaskResponseSchema = z.object({ task_id: z.number().int(), action_item: LeadershipActionItemSchema });
export type AddActionItemTaskResponse = z.infer<typeof AddActionItemTaskResponseSchema>;
