import { Hono } from 'hono';
import { DateRangeQuerySchema, type CalendarItem, type CalendarResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { addIsoDays, daysBetween, firstOfMonth, lastOfMonth, toIsoDate } from '../lib/dates';
import { queryOf } from '../lib/validate';
import { resolveRange } from '../services/date-range';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

const split = (dateTime: string) => ({ date: dateTime.slice(0, 10), time: dateTime.length >= 16 ? dateTime.slice(11, 16) : null });

/** The month grid's items: events, meetings, due priorities and personal events, in date order. */
export function calendarRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>().get('/calendar', (c) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(queryOf(c, DateRangeQuerySchema), { from: toIsoDate(firstOfMonth(now)), to: toIsoDate(lastOfMonth(now)) });
    const executiveId = c.get('executiveId');
    const bounds = dayRange(from, daysBetween(from, to) + 1);
    const items: CalendarItem[] = [
      ...repos.calendarEvents.between(executiveId, bounds.from, bounds.to).map((e): CalendarItem => ({ id: `event-${e.id}`, kind: 'event', title: e.title, ...split(e.startTime), urgency: e.priority })),
      ...repos.meetings.between(executiveId, bounds.from, bounds.to).map((m): CalendarItem => ({ id: `meeting-${m.id}`, kind: 'meeting', title: m.title, ...split(m.startTime), urgency: null })),
      ...repos.priorities.dueBetween(executiveId, bounds.from, bounds.to).map((p): CalendarItem => ({ id: `priority-${p.id}`, kind: 'priority', title: p.task, ...split(p.dueDate ?? ''), urgency: p.urgency })),
      ...repos.records.personalEventsBetween(executiveId, from, addIsoDays(to, 1)).map((p): CalendarItem => ({ id: `personal-${p.id}`, kind: 'personal', title: p.event, date: p.date.slice(0, 10), time: null, urgency: null })),
    ];
    items.sort((a, b) => (a.date + (a.time ?? '')).localeCompare(b.date + (b.time ?? '')));
    return c.json({ from, to, items } satisfies CalendarResponse);
  });
}
