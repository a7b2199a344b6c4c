// The activity log: who changed what in a workspace, newest first.
import { z } from 'zod';

/** What a change was about: the filter's choices in Settings → Activity. */
export const ActivityKindSchema = z.enum([
  'priorities',
  'calendar',
  'time-blocks',
  'decisions',
  'memory',
  'life-events',
  'reflections',
  'goals',
  'team',
  'leadership',
  'recordings',
  'assistant',
  'reminders',
  'settings',
  'access',
  'bookings',
]);
export type ActivityKind = z.infer<typeof ActivityKindSchema>;

/** Entries kept this long. */
export const ACTIVITY_RETENTION_DAYS = 365;
export const ACTIVITY_PAGE_SIZE = 50;

/** GET .../activity?cursor=&limit=&actor=&kind=. actor: an account id; cursor: the previous page's nextCursor. */
export const ActivityQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,16}$/, 'is not a page cursor')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().default(ACTIVITY_PAGE_SIZE),
  actor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  kind: ActivityKindSchema.optional(),
});
export type ActivityQuery = z.input<typeof ActivityQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  /** The account that made the change (null once that account is deleted). */
  actorUserId: z.number().int().nullable(),
  actorName: z.string(),
  kind: ActivityKindSchema,
  itemType: z.string().nullable(),
  itemId: z.string().nullable(),
  /** A sentence: "Sam Lee completed the priority 'Board deck'". */
  description: z.string(),
  /** The name of the personal access token the change was made with (a script, an AI assistant); absent in a session. */
  viaToken: z.string().optional(),
  /** ISO 8601 (UTC). */
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  /** Pass as cursor for the next (older) page; null: no more. */
  nextCursor: z.string().nullable(),
  /** Everyone who appears in the log, for the person filter. */
  people: z.array(z.object({ userId: z.number().int(), name: z.string() })),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
