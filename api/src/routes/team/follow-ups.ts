// Follow-up 1:1s with a direct report: the default slot, and scheduling one (a calendar event with
// the report; the report's next meeting follows when the follow-up is sooner).
import { Hono } from 'hono';
import { ScheduleFollowUpBodySchema, followUpTimesIn, type ScheduleFollowUpResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { writeBackDeps, writeEventBack } from '../../services/calendar/accounts/write-back';
import { addDaysToIsoDate, normalizeDateTime, toIsoDate, toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { checked, validJson } from '../../lib/validation';
import { findFollowUpSlot } from '../../services/team/follow-up-slot';
import { oneOnOneTitle } from '../../services/team/one-on-one-title';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

const HORIZON_DAYS = 14;

export function followUpRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  return new Hono<AppEnv>()
    .get('/team/:name/follow-up-slot', requires('read'), withReport, async (c) => {
      const executiveId = c.get('executiveId');
      const now = executiveNow(c, clock);
      const from = addDaysToIsoDate(toIsoDate(now), 1);
      const to = addDaysToIsoDate(toIsoDate(now), HORIZON_DAYS + 1);
      const [events, meetings] = await Promise.all([
        repos.calendarEvents.between(executiveId, from, to, c.get('timeZone'), c.get('seesPrivate')),
        repos.meetings.between(executiveId, from, to),
      ]);
      const busy = [...events.map((e) => ({ start: e.startTime, end: e.endTime })), ...meetings.map((m) => ({ start: m.startTime, end: m.endTime }))];
      const slot = findFollowUpSlot(now, busy, { horizonDays: HORIZON_DAYS });
      if (!slot) throw new HttpError(404, 'not_found', `No free half hour in the next ${HORIZON_DAYS} days`);
      return c.json(slot);
    })
    .post('/team/:name/follow-up', requires('write'), withReport, validJson(ScheduleFollowUpBodySchema), async (c) => {
      const report = c.get('report');
      const body = c.req.valid('json');
      const nowText = toIsoDateTime(executiveNow(c, clock));
      const timeZone = c.get('timeZone');
      const { startTime, endTime } = checked(
        followUpTimesIn((t) => normalizeDateTime(t, timeZone), nowText),
        body,
      );
      const executiveId = c.get('executiveId');
      const eventId = await repos.transaction(async (tx) => {
        const id = await tx.calendarEvents.create({
          executiveId,
          title: body.title || oneOnOneTitle(report.name),
          startTime,
          endTime,
          type: 'meeting',
          priority: 'medium',
          description: `Follow-up 1:1 with ${report.name} (${report.role})`,
          relatedGoals: report.goals_linked,
        });
        // Written to the connected calendar inside the transaction: a refusal stores nothing.
        await writeEventBack({ ...writeBackDeps(deps), repos: tx }, executiveId, id, timeZone);
        // The next meeting is the earliest one still ahead.
        const next = report.next_meeting;
        if (!next || next <= nowText || startTime < next) await tx.directReports.setNextMeeting(report.id, startTime);
        return id;
      });
      const event = await repos.calendarEvents.get(executiveId, eventId, c.get('seesPrivate'));
      const updated = await repos.directReports.findByName(executiveId, report.name, c.get('seesPrivate'));
      if (!event || !updated) throw new HttpError(500, 'internal_error', 'Follow-up was not stored');
      return c.json({ event, report: updated } satisfies ScheduleFollowUpResponse, 201);
    });
}
