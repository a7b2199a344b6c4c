// GET /api/executive/{id}/changes: the workspace's change hints as server-sent events. Each `update`
// event carries a LiveUpdate (a kind and an id, or reload) and an id; `ping` events are heartbeats.
// A client that reconnects sends the last id it received (the Last-Event-ID header, which browsers
// send on their own, or `lastEventId` in the query) and first gets what it missed.
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LiveChangesQuerySchema, LiveEventIdSchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import type { ChangeHub, LiveListener } from '../live/change-hub';
import { validQuery } from '../lib/validation';
import { requires } from '../middleware/requires';

/** How long a browser waits before reconnecting after the stream ended. */
export const RECONNECT_MS = 2_000;

export function liveChangeRoutes(deps: RouteDeps & { changes: ChangeHub }) {
  const hub = deps.changes;
  return new Hono<AppEnv>().get('/changes', requires('read'), validQuery(LiveChangesQuerySchema), (c) => {
    // A header that is not one of ours (another server's, mangled by a proxy) resumes nothing: reload.
    const header = c.req.header('Last-Event-ID');
    const fromHeader = header === undefined ? undefined : LiveEventIdSchema.safeParse(header).success ? header : 'unknown-0';
    const lastEventId = fromHeader ?? c.req.valid('query').lastEventId;
    const executiveId = c.get('executiveId');
    const seesPrivate = c.get('seesPrivate');
    const accountId = c.get('user')?.id ?? null;
    // Proxies that buffer (nginx) would hold the hints back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      await new Promise<void>((resolve) => {
        let unsubscribe = () => undefined as void;
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          unsubscribe();
          resolve();
        };
        const listener: LiveListener = {
          executiveId,
          seesPrivate,
          accountId,
          send: (frame) => {
            if (!done) stream.write(frame).catch(finish);
          },
          end: finish,
        };
        stream.onAbort(finish);
        // First bytes at once: the headers go out and the browser reports the stream open.
        stream.write(`retry: ${RECONNECT_MS}\n\n`).catch(finish);
        unsubscribe = hub.subscribe(listener, lastEventId);
      });
    });
  });
}
