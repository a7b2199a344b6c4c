// GET .../calendar.ics?from=YYYY-MM-DD&to=YYYY-MM-DD: the range's events and meetings as an
// iCalendar download (default: this month in the executive's zone), for Google Calendar, Apple Calendar or Outlook.
// Private events are left out for whoever does not see private items (no Busy blocks in a file).
import { Hono } from 'hono';
import { DateRangeQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { firstOfMonth, lastOfMonth, toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { validQuery } from '../../lib/validation';
import { buildCalendarIcs } from '../../services/calendar/calendar-ics';
import { dateTimeBounds, resolveRange } from '../../services/date-range';
import { requires } from '../../middleware/requires';

export function calendarExportRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/', requires('read'), validQuery(DateRangeQuerySchema), async (c) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(c.req.valid('query'), { from: firstOfMonth(toIsoDate(now)), to: lastOfMonth(toIsoDate(now)) });
    const executiveId = c.get('executiveId');
    const seesPrivate = c.get('seesPrivate');
    const bounds = dateTimeBounds({ from, to });
    const [events, meetings, { series, overrides }] = await Promise.all([
      repos.calendarEvents.oneOffsBetween(executiveId, bounds.from, bounds.to, seesPrivate),
      repos.meetings.between(executiveId, bounds.from, bounds.to),
      repos.calendarEvents.seriesReaching(executiveId, bounds.from, bounds.to, seesPrivate),
    ]);
    const body = buildCalendarIcs({ events, meetings, now, timeZone: c.get('timeZone'), series, overrides });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="provana-${from}-to-${to}.ics"`,
      'Cache-Control': 'no-store',
    });
  });
}
