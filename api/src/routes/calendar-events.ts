import { Hono } from 'hono';
import { CreateCalendarEventBodySchema, DateRangeQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { addDays, daysBetween, normalizeDateTime, toIsoDate } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody, queryOf } from '../lib/validate';
import { resolveRange } from '../services/date-range';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

export function calendarEventRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>()
    .get('/calendar-events', (c) => {
      const now = executiveNow(c, clock);
      // Default: a bounded window around today, never the whole table.
      const { from, to } = resolveRange(queryOf(c, DateRangeQuerySchema), { from: toIsoDate(addDays(now, -7)), to: toIsoDate(addDays(now, 35)) });
      const bounds = dayRange(from, daysBetween(from, to) + 1);
      return c.json(repos.calendarEvents.between(c.get('executiveId'), bounds.from, bounds.to));
    })
    .post('/calendar-events', async (c) => {
      const body = await jsonBody(c, CreateCalendarEventBodySchema);
      const startTime = normalizeDateTime(body.startTime, c.get('timeZone'));
      const endTime = normalizeDateTime(body.endTime, c.get('timeZone'));
      if (endTime <= startTime) throw new HttpError(400, 'validation_error', 'endTime: must be after startTime', 'endTime');
      const executiveId = c.get('executiveId');
      const id = repos.calendarEvents.create({ executiveId, title: body.title, startTime, endTime, type: body.type, priority: body.priority, description: body.description, relatedGoals: body.relatedGoals });
      return c.json(repos.calendarEvents.get(executiveId, id), 201);
    });
}
