// "Added by Sam": on an item a list shows, the delegate who last added or changed it, from the
// workspace's activity log. Absent when the latest write was the executive's own (or before the log).
import { z } from 'zod';

export const ItemVerbSchema = z.enum(['added', 'changed']);
export type ItemVerb = z.infer<typeof ItemVerbSchema>;

export const ByDelegateSchema = z.object({
  /** The delegate's name as the log wrote it. */
  name: z.string(),
  verb: ItemVerbSchema,
});
export type ByDelegate = z.infer<typeof ByDelegateSchema>;

/** The field every attributed item carries (optional: absent means no delegate wrote it last). */
export const byDelegateField = { byDelegate: ByDelegateSchema.nullable().optional() };
