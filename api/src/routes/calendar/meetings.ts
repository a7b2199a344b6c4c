// GET .../meetings?from&to: one executive's meetings (default: today for two weeks, never the whole table).
import { Hono } from 'hono';
import { DateRangeQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { addDaysToIsoDate, toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { validQuery } from '../../lib/validation';
import { dateTimeBounds, resolveRange } from '../../services/date-range';
import { requires } from '../../middleware/requires';

/** Mounted at /meetings under /api/executive/:id. */
export const meetingRoutes = ({ repos, clock }: RouteDeps) =>
  new Hono<AppEnv>().get('/', requires('read'), validQuery(DateRangeQuerySchema), async (c) => {
    const now = executiveNow(c, clock);
    const bounds = dateTimeBounds(resolveRange(c.req.valid('query'), { from: toIsoDate(now), to: addDaysToIsoDate(toIsoDate(now), 13) }));
    return c.json(await repos.meetings.between(c.get('executiveId'), bounds.from, bounds.to));
  });

/** The print report's meetings source, /api/meetings/{id}: the same list. */
export const printSourceMeetingRoutes = (deps: RouteDeps) => meetingRoutes(deps);
