// 1:1s with a direct report: the default follow-up slot, scheduling a follow-up (a calendar event
// with the report; the report's next meeting follows) and notes attached to a meeting.
import { Hono } from 'hono';
import { CreateMeetingNoteBodySchema, ScheduleFollowUpBodySchema, type ScheduleFollowUpResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { addDays, normalizeDateTime, toIsoDate, toLocalDateTime } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody } from '../lib/validate';
import { findFollowUpSlot } from '../services/team/follow-up-slot';
import { oneOnOneTitle } from '../services/team/one-on-one-title';
import { reportFinder } from './team-report';
import { executiveNow } from '../lib/executive-now';

const HORIZON_DAYS = 14;

export function teamMeetingRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const reportOf = reportFinder(deps);
  return new Hono<AppEnv>()
    .get('/team/:name/follow-up-slot', (c) => {
      reportOf(c);
      const executiveId = c.get('executiveId');
      const now = executiveNow(c, clock);
      const from = toIsoDate(addDays(now, 1));
      const to = toIsoDate(addDays(now, HORIZON_DAYS + 1));
      const busy = [
        ...repos.calendarEvents.between(executiveId, from, to).map((e) => ({ start: e.startTime, end: e.endTime })),
        ...repos.meetings.between(executiveId, from, to).map((m) => ({ start: m.startTime, end: m.endTime })),
      ];
      const slot = findFollowUpSlot(now, busy, { horizonDays: HORIZON_DAYS });
      if (!slot) throw new HttpError(404, 'not_found', `No free half hour in the next ${HORIZON_DAYS} days`);
      return c.json(slot);
    })
    .post('/team/:name/follow-up', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, ScheduleFollowUpBodySchema);
      const startTime = normalizeDateTime(body.startTime, c.get('timeZone'));
      const endTime = normalizeDateTime(body.endTime, c.get('timeZone'));
      if (endTime <= startTime) throw new HttpError(400, 'validation_error', 'endTime: must be after startTime', 'endTime');
      const nowText = toLocalDateTime(executiveNow(c, clock));
      if (startTime <= nowText) throw new HttpError(400, 'validation_error', 'startTime: must be in the future', 'startTime');
      const executiveId = c.get('executiveId');
      const eventId = repos.db.transaction(() => {
        const id = repos.calendarEvents.create({
          executiveId,
          title: body.title || oneOnOneTitle(report.name),
          startTime,
          endTime,
          type: 'meeting',
          priority: 'medium',
          description: `Follow-up 1:1 with ${report.name} (${report.role})`,
          relatedGoals: report.goals_linked,
        });
        // The next meeting is the earliest one still ahead.
        const next = report.next_meeting;
        if (!next || next <= nowText || startTime < next) repos.teamMeetings.setNextMeeting(report.id, startTime);
        return id;
      })();
      const event = repos.calendarEvents.get(executiveId, eventId);
      const updated = repos.team.findByName(executiveId, report.name);
      if (!event || !updated) throw new HttpError(500, 'internal_error', 'Follow-up was not stored');
      return c.json({ event, report: updated } satisfies ScheduleFollowUpResponse, 201);
    })
    .get('/team/:name/meeting-notes', (c) => c.json(repos.teamMeetings.notes(reportOf(c).id)))
    .post('/team/:name/meeting-notes', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, CreateMeetingNoteBodySchema);
      const note = repos.teamMeetings.addNote(report.id, {
        meeting_at: normalizeDateTime(body.meeting_at, c.get('timeZone')),
        content: body.content,
        created_at: toLocalDateTime(executiveNow(c, clock)),
      });
      return c.json(note, 201);
    });
}
