// A weekly reflection (Insights section) and the body that records this week's.
import { z } from 'zod';
import { PrivateFlagSchema } from './private-items';

export const ReflectionSchema = z.object({
  id: z.number().int(),
  weekStart: z.string(),
  strategicDecisionsMade: z.number().int(),
  delayedDecisions: z.number().int(),
  delegatedTasks: z.number().int(),
  missedPersonalEvent: z.boolean(),
  selfInsight: z.string(),
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
});
export type Reflection = z.infer<typeof ReflectionSchema>;

const weeklyCount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(99, `${label} must be at most 99`);

/** PUT /api/executive/{id}/reflections/{weekStart}: this week's reflection, created or replaced (one per week). */
export const UpsertReflectionBodySchema = z
  .object({
    strategicDecisionsMade: weeklyCount('Strategic decisions made'),
    delayedDecisions: weeklyCount('Delayed decisions'),
    delegatedTasks: weeklyCount('Delegated tasks'),
    missedPersonalEvent: z.boolean({ error: 'Missed personal event must be true or false' }),
    selfInsight: z.string().trim().min(1, 'Self-insight is required').max(1000, 'Self-insight must be at most 1000 characters'),
    /** Absent: a new reflection is not private, a replaced one keeps its flag. */
    private: PrivateFlagSchema.optional(),
  })
  .strict();
export type UpsertReflectionBody = z.input<typeof UpsertReflectionBodySchema>;
