// GET .../calendar.ics?from=YYYY-MM-DD&to=YYYY-MM-DD: the range's events and meetings as an
// iCalendar download (default: this month in the executive's zone), for Google Calendar, Apple Calendar or Outlook.
import { Hono } from 'hono';
import { DateRangeQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { daysBetween, firstOfMonth, lastOfMonth, toIsoDate } from '../lib/dates';
import { queryOf } from '../lib/validate';
import { buildCalendarIcs } from '../services/calendar-ics';
import { resolveRange } from '../services/date-range';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

export function calendarExportRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/calendar.ics', (c) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(queryOf(c, DateRangeQuerySchema), { from: toIsoDate(firstOfMonth(now)), to: toIsoDate(lastOfMonth(now)) });
    const executiveId = c.get('executiveId');
    const bounds = dayRange(from, daysBetween(from, to) + 1);
    const body = buildCalendarIcs({ events: repos.calendarEvents.between(executiveId, bounds.from, bounds.to), meetings: repos.meetings.between(executiveId, bounds.from, bounds.to), now, timeZone: c.get('timeZone') });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="provana-${from}-to-${to}.ics"`,
      'Cache-Control': 'no-store',
    });
  });
}
