// The private calendar subscription feed.
// Managed behind the executive router: GET .../calendar-feed says whether a feed is active (never its
// token), POST creates one (or resets it: the old URL stops working) and answers the feed's path with
// the token, the only time it is shown; DELETE revokes.
// Served by GET /api/calendar-feeds/{token}.ics, the URL a calendar app polls. Public on purpose: the
// unguessable token in the URL is the only credential (calendar apps send no cookies), and it answers
// only its own executive's events and meetings. Unknown, malformed or revoked tokens all answer the
// same 404, so the URL reveals nothing about other feeds.
import { Hono } from 'hono';
import { CalendarFeedTokenSchema, CreateCalendarFeedBodySchema, isKnownTimeZone, type CalendarFeedStatus, type CreatedCalendarFeed } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { AppEnv, RouteDeps } from '../../app-env';
import { addDaysToIsoDate, nowIn, toIsoDate } from '@provana/dates';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { buildCalendarIcs } from '../../services/calendar/calendar-ics';
import { dayRange } from '../../services/executive-context';
import { requires } from '../../middleware/requires';

const DAYS_BACK = 60;
const DAYS_AHEAD = 365;

const unknownFeed = () => new HttpError(404, 'not_found', 'Calendar feed not found');

/** Under /api/executive/:id: the feed's status, creation (reset) and revocation. */
export function calendarFeedRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', requires('owner'), async (c) => {
      const active = await repos.calendarFeeds.active(c.get('executiveId'));
      return c.json({ active: active !== null, createdAt: active?.createdAt ?? null } satisfies CalendarFeedStatus);
    })
    .post('/', requires('owner'), validJson(CreateCalendarFeedBodySchema), async (c) => {
      const { token, createdAt } = await repos.calendarFeeds.create(c.get('executiveId'), clock.now());
      c.header('Cache-Control', 'no-store');
      return c.json({ path: calendarPaths.calendarFeedIcs(token), createdAt } satisfies CreatedCalendarFeed, 201);
    })
    .delete('/', requires('owner'), async (c) => {
      await repos.calendarFeeds.revoke(c.get('executiveId'), clock.now());
      return c.body(null, 204);
    });
}

/** Under /api, before the session middleware: the feed itself, by its token. */
export function calendarFeedIcsRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/calendar-feeds/:file{[^/]+\\.ics}', async (c) => {
    // Not validParams: a malformed token is an unknown feed (404), not a 400.
    const parsed = CalendarFeedTokenSchema.safeParse(c.req.param('file').slice(0, -'.ics'.length));
    const executiveId = parsed.success ? await repos.calendarFeeds.executiveOf(parsed.data) : null;
    const executive = executiveId === null ? undefined : await repos.executives.get(executiveId);
    if (!executive) throw unknownFeed();
    const timeZone = isKnownTimeZone(executive.time_zone) ? executive.time_zone : 'UTC';
    const now = clock.now();
    // The window is counted in the executive's own days, as the dashboard shows them.
    const { from, to } = dayRange(addDaysToIsoDate(toIsoDate(nowIn(timeZone, now)), -DAYS_BACK), DAYS_BACK + DAYS_AHEAD + 1);
    // The executive's own feed (only the executive holds its address): private events are in it,
    // marked CLASS:PRIVATE so a calendar it is shared onward hides their details.
    const [events, meetings, { series, overrides }] = await Promise.all([
      repos.calendarEvents.oneOffsBetween(executive.id, from, to, true),
      repos.meetings.between(executive.id, from, to),
      repos.calendarEvents.seriesReaching(executive.id, from, to, true),
    ]);
    const body = buildCalendarIcs({ events, meetings, now, timeZone, series, overrides });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
  });
}
