// GET .../calendar?from&to: the month grid's items (default: this month in the executive's zone):
// events, meetings, due priorities and personal events, in date order. Private events are Busy and
// private personal events absent for whoever does not see private items. An event a delegate last
// added or changed says so (byDelegate).
import { Hono } from 'hono';
import { DateRangeQuerySchema, type CalendarItem, type CalendarResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { addDaysToIsoDate, firstOfMonth, lastOfMonth, toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { validQuery } from '../../lib/validation';
import { dateTimeBounds, resolveRange } from '../../services/date-range';
import { requires } from '../../middleware/requires';
import { withAttribution } from '../../services/delegation/attribution';

const split = (dateTime: string) => ({ date: dateTime.slice(0, 10), time: dateTime.length >= 16 ? dateTime.slice(11, 16) : null });

export function calendarMonthRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>().get('/', requires('read'), validQuery(DateRangeQuerySchema), async (c) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(c.req.valid('query'), { from: firstOfMonth(toIsoDate(now)), to: lastOfMonth(toIsoDate(now)) });
    const executiveId = c.get('executiveId');
    const seesPrivate = c.get('seesPrivate');
    const bounds = dateTimeBounds({ from, to });
    const [events, meetings, priorities, personal] = await Promise.all([
      repos.calendarEvents
        .between(executiveId, bounds.from, bounds.to, c.get('timeZone'), seesPrivate)
        .then((found) => withAttribution(repos, executiveId, 'event', found)),
      repos.meetings.between(executiveId, bounds.from, bounds.to),
      repos.priorities.dueBetween(executiveId, bounds.from, bounds.to),
      repos.lifeEvents.between(executiveId, from, addDaysToIsoDate(to, 1), seesPrivate),
    ]);
    const items: CalendarItem[] = [
      // An occurrence of a series: unique by its original start.
      ...events.map((e): CalendarItem => ({
        id: e.occurrenceStart ? `event-${e.id}-${e.occurrenceStart}` : `event-${e.id}`,
        kind: 'event',
        title: e.title,
        ...split(e.startTime),
        // A Busy block says nothing of the event's priority either.
        urgency: e.busy ? null : e.priority,
        ...(e.private ? { private: true } : {}),
        ...(e.busy ? { busy: true } : {}),
        ...(e.byDelegate ? { byDelegate: e.byDelegate } : {}),
      })),
      ...meetings.map((m): CalendarItem => ({ id: `meeting-${m.id}`, kind: 'meeting', title: m.title, ...split(m.startTime), urgency: null })),
      ...priorities.map((p): CalendarItem => ({ id: `priority-${p.id}`, kind: 'priority', title: p.task, ...split(p.dueDate ?? ''), urgency: p.urgency })),
      ...personal.map((p): CalendarItem => ({
        id: `personal-${p.id}`,
        kind: 'personal',
        title: p.event,
        date: p.date.slice(0, 10),
        time: null,
        urgency: null,
        ...(p.private ? { private: true } : {}),
      })),
    ];
    items.sort((a, b) => (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')));
    return c.json({ from, to, items } satisfies CalendarResponse);
  });
}
