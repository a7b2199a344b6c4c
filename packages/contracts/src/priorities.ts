import { z } from 'zod';
import { IsoDateTimeSchema, UrgencySchema, requiredText } from './common';
import { byDelegateField } from './attribution';

export const PrioritySchema = z.object({
  id: z.number().int(),
  task: z.string(),
  description: z.string(),
  urgency: UrgencySchema,
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  status: z.enum(['completed', 'pending']),
  ...byDelegateField,
});
export type Priority = z.infer<typeof PrioritySchema>;

/** PATCH /api/executive/{id}/priorities/{taskId}: the spec sends { completed: true }. */
export const PatchPriorityBodySchema = z.object({ completed: z.boolean() }).strict();
export type PatchPriorityBody = z.infer<typeof PatchPriorityBodySchema>;

/** POST /api/executive/{id}/priorities: e.g. from a leadership action item. */
export const CreatePriorityBodySchema = z.object({
  task: requiredText(200),
  description: z.string().trim().max(2000).optional().default(''),
  urgency: UrgencySchema,
  dueDate: IsoDateTimeSchema.nullable().optional(),
  source: z.enum(['manual', 'leadership_action', 'voice', 'clarity']).optional().default('manual'),
});
export type CreatePriorityBody = z.input<typeof CreatePriorityBodySchema>;
