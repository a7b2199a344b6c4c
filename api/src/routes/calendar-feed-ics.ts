// GET /api/calendar-feeds/{token}.ics: the private subscription feed a calendar app polls (issue 8).
// Public on purpose: the unguessable token in the URL is the only credential (calendar apps send no
// cookies), and it answers only its own executive's events and meetings. Unknown, malformed or
// revoked tokens all answer the same 404, so the URL reveals nothing about other feeds.
import { Hono } from 'hono';
import { CalendarFeedTokenSchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { addIsoDays, isValidTimeZone, nowIn, toIsoDate } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { buildCalendarIcs } from '../services/calendar-ics';
import { dayRange } from '../services/executive-context';

const DAYS_BACK = 60;
const DAYS_AHEAD = 365;

const unknownFeed = () => new HttpError(404, 'not_found', 'Calendar feed not found');

export function calendarFeedIcsRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/calendar-feeds/:file{[^/]+\\.ics}', (c) => {
    const parsed = CalendarFeedTokenSchema.safeParse(c.req.param('file').slice(0, -'.ics'.length));
    const executiveId = parsed.success ? repos.calendarFeeds.executiveOf(parsed.data) : null;
    const executive = executiveId === null ? undefined : repos.executives.get(executiveId);
    if (!executive) throw unknownFeed();
    const timeZone = isValidTimeZone(executive.time_zone) ? executive.time_zone : 'UTC';
    const now = clock.now();
    // The window is counted in the executive's own days, as the dashboard shows them.
    const { from, to } = dayRange(addIsoDays(toIsoDate(nowIn(timeZone, now)), -DAYS_BACK), DAYS_BACK + DAYS_AHEAD + 1);
    const body = buildCalendarIcs({ events: repos.calendarEvents.between(executive.id, from, to), meetings: repos.meetings.between(executive.id, from, to), now, timeZone });
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
  });
}
