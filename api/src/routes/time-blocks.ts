import { Hono } from 'hono';
import { TimeBlockQuerySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate } from '@provana/dates';
import { validQuery } from '../lib/validation';
import { subscribedMeetingsOn } from '../services/calendar/subscribed-busy';
import { dayRange } from '../services/executive-context';
import { executiveNow } from '../lib/executive-now';
import { requires } from '../middleware/requires';

export function timeBlockRoutes(deps: RouteDeps) {
  const { repos, clock, engine } = deps;
  return new Hono<AppEnv>().get('/time-block-suggestions', requires('read'), validQuery(TimeBlockQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const now = executiveNow(c, clock);
    const date = query.date ?? toIsoDate(now);
    const executiveId = c.get('executiveId');
    const { from, to } = dayRange(date);
    const [calendarEvents, ownMeetings, subscribed, priorities, goals] = await Promise.all([
      repos.calendarEvents.between(executiveId, from, to, c.get('timeZone'), c.get('seesPrivate')),
      repos.meetings.between(executiveId, from, to),
      // Subscribed calendars' events are busy time too.
      subscribedMeetingsOn(repos, executiveId, c.get('timeZone'), date, c.get('seesPrivate')),
      repos.priorities.listOpen(executiveId),
      repos.goals.list(executiveId),
    ]);
    const meetings = [...ownMeetings, ...subscribed].sort((a, b) => a.startTime.localeCompare(b.startTime));
    return c.json(await engine.suggestTimeBlocks({ date, now, calendarEvents, meetings, priorities, goals }));
  });
}
