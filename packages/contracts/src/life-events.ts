// A personal (life) event (Life Events section): the spec calls it a personal event.
import { z } from 'zod';

export const PersonalEventSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  date: z.string(),
  location: z.string(),
  reminderSet: z.boolean(),
  /** Set (true) only on a private item: see private-items.ts. */
  private: z.boolean().optional(),
});
export type PersonalEvent = z.infer<typeof PersonalEventSchema>;
