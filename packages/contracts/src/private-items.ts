// Private items: the executive marks memory notes, calendar events, recordings, coaching notes,
// reflections and life events private. Whoever does not see private items (a Viewer or Editor
// delegate) never receives them; a private calendar event reaches them as Busy for its time.
import { z } from 'zod';

/** An item's private flag, as bodies send it. Items carry `private: true` only when set. */
export const PrivateFlagSchema = z.boolean({ error: 'Private must be true or false' });

/** PATCH .../{item}/private: mark one item private or not (the owner and a Full delegate only). */
export const SetPrivateBodySchema = z.object({ private: PrivateFlagSchema }).strict();
export type SetPrivateBody = z.infer<typeof SetPrivateBodySchema>;
export const SetPrivateResponseSchema = z.object({ id: z.number().int(), private: z.boolean() });
export type SetPrivateResponse = z.infer<typeof SetPrivateResponseSchema>;

/** What a private calendar event is called for whoever does not see private items. */
export const BUSY_EVENT_TITLE = 'Busy';
