// Managing the team: add a direct report, edit one, archive one (hidden from the team, history kept).
// Names stay unique per executive, archived reports included: the spec's paths address a report by name.
import { Hono } from 'hono';
import { ArchiveDirectReportBodySchema, CreateDirectReportBodySchema, UpdateDirectReportBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toLocalDateTime } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody } from '../lib/validate';
import { reportFinder } from './team-report';
import { executiveNow } from '../lib/executive-now';

const DEFAULT_CHECK_IN = 'What is one thing I could do to help you this week?';
const nameTaken = (name: string) => new HttpError(409, 'conflict', `name: a direct report named "${name}" already exists`, 'name');

export function teamRosterRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const reportOf = reportFinder(deps);
  return new Hono<AppEnv>()
    .post('/team', async (c) => {
      const body = await jsonBody(c, CreateDirectReportBodySchema);
      const executiveId = c.get('executiveId');
      if (repos.teamRoster.nameTaken(executiveId, body.name)) throw nameTaken(body.name);
      repos.team.createReport({
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
      return c.json(repos.team.findByName(executiveId, body.name), 201);
    })
    .patch('/team/:name', async (c) => {
      const report = reportOf(c);
      const body = await jsonBody(c, UpdateDirectReportBodySchema);
      const executiveId = c.get('executiveId');
      const next = {
        name: body.name ?? report.name,
        role: body.role ?? report.role,
        start_date: body.start_date ?? report.start_date,
        development_focus: body.development_focus ?? report.development_focus,
        goals_linked: body.goals_linked ?? report.goals_linked,
      };
      if (repos.teamRoster.nameTaken(executiveId, next.name, report.id)) throw nameTaken(next.name);
      repos.teamRoster.update(report.id, next);
      return c.json(repos.team.findByName(executiveId, next.name));
    })
    .post('/team/:name/archive', async (c) => {
      const report = reportOf(c);
      await jsonBody(c, ArchiveDirectReportBodySchema);
      repos.teamRoster.archive(report.id, toLocalDateTime(executiveNow(c, clock)));
      return c.json({ success: true, name: report.name });
    });
}
