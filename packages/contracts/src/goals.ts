import { z } from 'zod';

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
