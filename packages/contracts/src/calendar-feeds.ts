// The private calendar subscription feed: a secret URL a calendar app subscribes to.
// The token appears only in the answer to POST (creating or resetting the link); GET says whether
// one is active. GET /api/calendar-feeds/{token}.ics is public: the token is the credential.
import { z } from 'zod';

/** GET /api/executive/{id}/calendar-feed: never the token. createdAt is an ISO instant. */
export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** POST /api/executive/{id}/calendar-feed (201): the feed's path, token included, shown this once. */
export const CreatedCalendarFeedSchema = z.object({ path: z.string(), createdAt: z.string() });
export type CreatedCalendarFeed = z.infer<typeof CreatedCalendarFeedSchema>;

/** POST body: no fields (an empty JSON object). */
export const CreateCalendarFeedBodySchema = z.object({}).strict();
export type CreateCalendarFeedBody = z.input<typeof CreateCalendarFeedBodySchema>;

/** A feed token as issued: 32 random bytes in base64url. Anything else is unknown (404). */
export const CalendarFeedTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a feed token');
