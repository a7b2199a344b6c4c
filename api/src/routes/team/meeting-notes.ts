// Notes attached to a 1:1 with a direct report.
import { Hono } from 'hono';
import { CreateMeetingNoteBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { normalizeDateTime, toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

export function meetingNoteRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  return new Hono<AppEnv>()
    .get('/team/:name/meeting-notes', requires('read'), withReport, async (c) => c.json(await repos.meetingNotes.list(c.get('report').id)))
    .post('/team/:name/meeting-notes', requires('write'), withReport, validJson(CreateMeetingNoteBodySchema), async (c) => {
      const body = c.req.valid('json');
      const note = await repos.meetingNotes.add(c.get('report').id, {
        meeting_at: normalizeDateTime(body.meeting_at, c.get('timeZone')),
        content: body.content,
        created_at: toIsoDateTime(executiveNow(c, clock)),
      });
      return c.json(note, 201);
    });
}
