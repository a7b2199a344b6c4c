// Managing the private calendar subscription feed (issue 8), behind the executive router:
// GET says whether a feed is active (never its token), POST creates one (or resets it: the old URL
// stops working) and answers the feed's path with the token, the only time it is shown; DELETE revokes.
import { Hono } from 'hono';
import { CreateCalendarFeedBodySchema, type CalendarFeedStatus, type CreatedCalendarFeed } from '@provana/contracts';
import { planningPaths } from '@provana/contracts/planning-paths';
import type { AppEnv, RouteDeps } from '../app-env';
import { jsonBody } from '../lib/validate';

export function calendarFeedRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/calendar-feed', (c) => {
      const active = repos.calendarFeeds.active(c.get('executiveId'));
      return c.json({ active: active !== null, createdAt: active?.createdAt ?? null } satisfies CalendarFeedStatus);
    })
    .post('/calendar-feed', async (c) => {
      await jsonBody(c, CreateCalendarFeedBodySchema);
      const { token, createdAt } = repos.calendarFeeds.create(c.get('executiveId'), clock.now());
      c.header('Cache-Control', 'no-store');
      return c.json({ path: planningPaths.calendarFeedIcs(token), createdAt } satisfies CreatedCalendarFeed, 201);
    })
    .delete('/calendar-feed', (c) => {
      repos.calendarFeeds.revoke(c.get('executiveId'), clock.now());
      return c.body(null, 204);
    });
}
