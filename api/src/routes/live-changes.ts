// GET /api/executive/{id}/changes: the workspace's change hints as server-sent events. Each `update`
// event carries a LiveUpdate (a kind and an id, or reload) and an id; `ping` events are heartbeats.
// A client that reconnects sends the last id it received (the Last-Event-ID header, which browsers
// send on their own, or `lastEventId` in the query) and first gets what it missed.
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LiveChangesQuerySchema, LiveEventIdSchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import type { ChangeHub, LiveListener } from '../live/change-hub';
import { validQuery } from '../lib/validation';
import { requires } from '../middleware/requires';

/** How long a browser waits before reconnecting after the stream ended. */
export const RECONNECT_MS = 2_000;
const RETRY_FRAME = new TextEncoder().encode(`retry: ${RECONNECT_MS}\n\n`);

/** What a stream writes through: frames, and how it learns that the client went away. */
interface Transport {
  write: (frame: Uint8Array) => Promise<unknown> | boolean;
  onGone: (callback: () => void) => void;
}

/** Subscribes a stream to the hub; resolves once it has ended (the client left, or the hub ended it). */
function follow(hub: ChangeHub, transport: Transport, listener: Omit<LiveListener, 'send' | 'end'>, lastEventId: string | undefined) {
  return new Promise<void>((resolve) => {
    let unsubscribe = () => undefined as void;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      unsubscribe();
      resolve();
    };
    const write = (frame: Uint8Array) => {
      if (done) return;
      const written = transport.write(frame);
      if (written instanceof Promise) written.catch(finish);
    };
    transport.onGone(finish);
    // First bytes at once: the headers go out and the browser reports the stream open.
    write(RETRY_FRAME);
    unsubscribe = hub.subscribe({ ...listener, send: write, end: finish }, lastEventId);
  });
}

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache',
  // Proxies that buffer (nginx) would hold the hints back.
  'X-Accel-Buffering': 'no',
};

/** The stream through hono/streaming (its SSE framing is ours: ids and events are written as frames). */
function respond(c: Context<AppEnv>, subscribe: (transport: Transport) => Promise<void>) {
  for (const [name, value] of Object.entries(SSE_HEADERS)) c.header(name, value);
  return streamSSE(c, (stream) =>
    subscribe({
      write: (frame) => stream.write(frame),
      onGone: (callback) => stream.onAbort(callback),
    }),
  );
}

export function liveChangeRoutes(deps: RouteDeps & { changes: ChangeHub }) {
  const hub = deps.changes;
  return new Hono<AppEnv>().get('/changes', requires('read'), validQuery(LiveChangesQuerySchema), (c) => {
    // A header that is not one of ours (another server's, mangled by a proxy) resumes nothing: reload.
    const header = c.req.header('Last-Event-ID');
    const fromHeader = header === undefined ? undefined : LiveEventIdSchema.safeParse(header).success ? header : 'unknown-0';
    const lastEventId = fromHeader ?? c.req.valid('query').lastEventId;
    const listener = { executiveId: c.get('executiveId'), seesPrivate: c.get('seesPrivate'), accountId: c.get('user')?.id ?? null };
    return respond(c, (transport) => follow(hub, transport, listener, lastEventId));
  });
}
