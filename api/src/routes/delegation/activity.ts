// GET .../activity (owner only): the workspace's activity log, newest first, a page at a time
// (?cursor= the previous page's nextCursor), for one person (?actor= an account id) or one kind
// (?kind=), with everyone who appears in it for the person filter.
import { Hono } from 'hono';
import { ActivityQuerySchema, type ActivityPage } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { validQuery } from '../../lib/validation';
import { requires } from '../../middleware/requires';

export function activityRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>().get('/activity', requires('owner'), validQuery(ActivityQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const executiveId = c.get('executiveId');
    const rows = await repos.activity.page(executiveId, {
      limit: query.limit,
      ...(query.cursor !== undefined ? { beforeId: Number(query.cursor) } : {}),
      ...(query.actor !== undefined ? { actorUserId: query.actor } : {}),
      ...(query.kind !== undefined ? { kind: query.kind } : {}),
    });
    const entries = rows.slice(0, query.limit);
    const last = entries.at(-1);
    const nextCursor = rows.length > query.limit && last ? String(last.id) : null;
    return c.json({ entries, nextCursor, people: await repos.activity.people(executiveId) } satisfies ActivityPage);
  });
}
