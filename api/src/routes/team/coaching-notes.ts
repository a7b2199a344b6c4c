// Coaching a direct report: save a coaching note, and the engine's prompts from the latest notes.
import { Hono } from 'hono';
import { CreateCoachingNoteBodySchema, type CoachingPromptsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { toIsoDate } from '../../lib/dates';
import { executiveNow } from '../../lib/executive-now';
import { validJson } from '../../lib/validation';
import { assistantFor } from '../../services/assistant-for';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

export function coachingNoteRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const withReport = reportParam(deps);
  return new Hono<AppEnv>()
    .get('/team/:name/coaching-prompts', requires('read'), withReport, async (c) => {
      const report = c.get('report');
      const { engine, answers } = await assistantFor(deps, c.get('executiveId'));
      const prompts = await engine.coachingPrompts({ report, recentNotes: report.notes.slice(0, 5), now: executiveNow(c, clock) });
      return c.json({ ...prompts, ...answers.attribution() } satisfies CoachingPromptsResponse);
    })
    .post('/team/:name/notes', requires('write'), withReport, validJson(CreateCoachingNoteBodySchema), async (c) => {
      const body = c.req.valid('json');
      const note = await repos.coachingNotes.add(c.get('report').id, {
        date: body.date ?? toIsoDate(executiveNow(c, clock)),
        category: body.category,
        content: body.content,
      });
      return c.json(note, 201);
    });
}
