// The write path's side of webhooks: called by the access middleware after the route answered and
// the activity log has its line. A write that succeeded on a route that produces events queues them
// (write-events.ts, queue-events.ts). A failure here is logged, never turned into the write's answer:
// the write itself succeeded.
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { writeFacts } from '../delegation/record';
import { writeKey } from '../delegation/describe-write';
import { queueWebhookEvents, type QueueDeps } from './queue-events';
import { eventsOfWrite } from './write-events';

export async function queueWriteWebhooks(deps: QueueDeps, c: Context<AppEnv>): Promise<void> {
  const route = c.get('routeAccess');
  if (!route || route.access === 'read' || c.req.method === 'GET' || c.res.status < 200 || c.res.status > 299) return;
  try {
    const events = eventsOfWrite(writeKey(c.req.method, route.routePath), await writeFacts(c));
    await queueWebhookEvents(deps, c.get('executiveId'), events);
  } catch (error) {
    console.error(`[webhooks] events of ${c.req.method} ${route.routePath} not queued:`, error);
  }
}
