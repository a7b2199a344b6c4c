import { z } from 'zod';
import { RealIsoDateSchema } from './refinements';

export const LeadershipModelIdSchema = z.enum(['transformational', 'servant', 'system_syncing']);
export type LeadershipModelId = z.infer<typeof LeadershipModelIdSchema>;

export const GoalStatusSchema = z.enum(['Complete', 'In Progress', 'Not Started']);

export const GoalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['mission', 'quarterly', 'micro_win']),
  title: z.string(),
  model_alignment: LeadershipModelIdSchema,
  target_date: z.string(),
  status: z.string(),
  /** Derived from status: Complete 100, In Progress 65, Not Started 0, other 30. */
  progress: z.number().int(),
  tags: z.array(z.string()),
  linked_to: z.string().nullable(),
});
export type Goal = z.infer<typeof GoalSchema>;

/** GET /api/goals/{executiveId} and GET /api/executive/{id}/goals. */
export const GoalsResponseSchema = z.object({
  mission_goals: z.array(z.object({ goal: z.string(), status: z.string(), progress: z.number().int(), deadline: z.string() })),
  mission_goal: GoalSchema.nullable(),
  quarterly_goals: z.array(GoalSchema),
  micro_wins: z.array(GoalSchema),
});
export type GoalsResponse = z.infer<typeof GoalsResponseSchema>;

export const goalProgressForStatus = (status: string): number =>
  status === 'Complete' ? 100 : status === 'In Progress' ? 65 : status === 'Not Started' ? 0 : 30;

export const GoalKindSchema = z.enum(['mission', 'quarterly', 'micro_win']);
export type GoalKind = z.infer<typeof GoalKindSchema>;

const goalFields = {
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  status: GoalStatusSchema,
  target_date: RealIsoDateSchema,
  model_alignment: LeadershipModelIdSchema,
  /** What a micro win serves (free text, e.g. a quarterly goal's title); empty means none. */
  linked_to: z.string().trim().max(200, 'Link must be at most 200 characters').nullable(),
};

/** POST /api/executive/{id}/goals: one mission goal per executive (409 for a second). */
export const CreateGoalBodySchema = z.object({ kind: GoalKindSchema, ...goalFields, linked_to: goalFields.linked_to.optional().default(null) }).strict();
export type CreateGoalBody = z.input<typeof CreateGoalBodySchema>;

/** PATCH /api/executive/{id}/goals/{goalId}: any of the editable fields, at least one. */
export const UpdateGoalBodySchema = z
  .object(goalFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type UpdateGoalBody = z.input<typeof UpdateGoalBodySchema>;

export type GoalUrgency = 'high' | 'medium' | 'low';

/** Spec section 4: within 3 days high, within 14 days medium, otherwise low (past dates are high). */
export function goalUrgency(targetDate: string, today: string): GoalUrgency {
  const days = Math.round((Date.parse(`${targetDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days <= 3 ? 'high' : days <= 14 ? 'medium' : 'low';
}
