import { Hono } from 'hono';
import { TimeBlockQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { isValidIsoDate, toIsoDate } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { queryOf } from '../lib/validate';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

export function timeBlockRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  return new Hono<AppEnv>().get('/time-block-suggestions', (c) => {
    const query = queryOf(c, TimeBlockQuerySchema);
    const now = executiveNow(c, clock);
    const date = query.date ?? toIsoDate(now);
    if (!isValidIsoDate(date)) throw new HttpError(400, 'validation_error', 'date: must be a real calendar date', 'date');
    const executiveId = c.get('executiveId');
    const { from, to } = dayRange(date);
    return c.json(
      engine.suggestTimeBlocks({
        date,
        now,
        calendarEvents: repos.calendarEvents.between(executiveId, from, to),
        meetings: repos.meetings.between(executiveId, from, to),
        priorities: repos.priorities.listOpen(executiveId),
        goals: repos.goals.list(executiveId),
      }),
    );
  });
}
