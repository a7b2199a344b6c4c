// Live updates, the server's side: the stream's query (the kinds and events are in live-events.ts).
import { z } from 'zod';

export * from './live-events';

/**
 * The id of the last event a client received (the `Last-Event-ID` header, or `lastEventId` in the query
 * when a client opens a new stream itself): `<process epoch>-<sequence>`.
 */
export const LiveEventIdSchema = z.string().regex(/^[a-z0-9]{1,16}-\d{1,15}$/, 'Last-Event-ID: must be an id this stream sent');

export const LiveChangesQuerySchema = z.object({ lastEventId: LiveEventIdSchema.optional() }).strict();
