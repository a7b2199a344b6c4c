import { Hono, type Context } from 'hono';
import { DateRangeQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { addDays, daysBetween, toIsoDate } from '../lib/dates';
import { queryOf } from '../lib/validate';
import { resolveRange } from '../services/date-range';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';

/** Meetings from today for two weeks by default (optional from/to), never the whole table. */
function listMeetings(deps: RouteDeps) {
  const { repos, clock } = deps;
  return (c: Context<AppEnv>) => {
    const now = executiveNow(c, clock);
    const { from, to } = resolveRange(queryOf(c, DateRangeQuerySchema), { from: toIsoDate(now), to: toIsoDate(addDays(now, 13)) });
    const bounds = dayRange(from, daysBetween(from, to) + 1);
    return c.json(repos.meetings.between(c.get('executiveId'), bounds.from, bounds.to));
  };
}

/** Under /api/executive/:id. */
export const meetingRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/meetings', listMeetings(deps));
/** The spec's /api/meetings/{id}. */
export const legacyMeetingRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/', listMeetings(deps));
