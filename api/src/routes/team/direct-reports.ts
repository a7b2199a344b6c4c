// The team: list it, add a direct report, edit one, archive one (hidden from the team, history kept).
// Names stay unique per executive, archived reports included: the spec's paths address a report by name.
import { Hono } from 'hono';
import { ArchiveDirectReportBodySchema, CreateDirectReportBodySchema, UpdateDirectReportBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { toIsoDateTime } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

const DEFAULT_CHECK_IN = 'What is one thing I could do to help you this week?';
const nameTaken = (name: string) => new HttpError(409, 'conflict', `name: a direct report named "${name}" already exists`, 'name');

export function directReportRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  return new Hono<AppEnv>()
    .get('/team', requires('read'), async (c) => c.json(await repos.directReports.list(c.get('executiveId'), c.get('seesPrivate'))))
    .post('/team', requires('write'), validJson(CreateDirectReportBodySchema), async (c) => {
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      if (await repos.directReports.nameTaken(executiveId, body.name)) throw nameTaken(body.name);
      await repos.directReports.create({
        executiveId,
        name: body.name,
        role: body.role,
        start_date: body.start_date,
        next_meeting: null,
        last_meeting: null,
        goals_linked: body.goals_linked,
        development_focus: body.development_focus,
        alerts: { reminder_24hr_before: true, check_in_prompt: DEFAULT_CHECK_IN },
      });
      return c.json(await repos.directReports.findByName(executiveId, body.name, c.get('seesPrivate')), 201);
    })
    .patch('/team/:name', requires('write'), withReport, validJson(UpdateDirectReportBodySchema), async (c) => {
      const report = c.get('report');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const next = {
        name: body.name ?? report.name,
        role: body.role ?? report.role,
        start_date: body.start_date ?? report.start_date,
        development_focus: body.development_focus ?? report.development_focus,
        goals_linked: body.goals_linked ?? report.goals_linked,
      };
      if (await repos.directReports.nameTaken(executiveId, next.name, report.id)) throw nameTaken(next.name);
      await repos.directReports.update(report.id, next);
      return c.json(await repos.directReports.findByName(executiveId, next.name, c.get('seesPrivate')));
    })
    .post('/team/:name/archive', requires('write'), withReport, validJson(ArchiveDirectReportBodySchema), async (c) => {
      const report = c.get('report');
      await repos.directReports.archive(report.id, toIsoDateTime(executiveNow(c, clock)));
      return c.json({ success: true, name: report.name });
    });
}
