// Coaching a direct report: save a coaching note (private or not), mark one private, and the engine's
// prompts from the latest notes the reader may see.
import { Hono } from 'hono';
import { z } from 'zod';
import { CreateCoachingNoteBodySchema, IdParamSchema, SetPrivateBodySchema, type CoachingPromptsResponse, type SetPrivateResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { toIsoDate } from '@provana/dates';
import { executiveNow } from '../../lib/executive-now';
import { HttpError } from '../../lib/http-error';
import { assertMayMarkPrivate } from '../../lib/private-items';
import { validJson, validParams } from '../../lib/validation';
import { assistantFor } from '../../services/assistant-for';
import { reportParam } from './report-param';
import { requires } from '../../middleware/requires';

const NoteParamsSchema = z.object({ noteId: IdParamSchema });

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
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      const note = await repos.coachingNotes.add(c.get('report').id, {
        date: body.date ?? toIsoDate(executiveNow(c, clock)),
        category: body.category,
        content: body.content,
        private: body.private,
      });
      return c.json(note, 201);
    })
    .patch('/team/:name/notes/:noteId/private', requires('private'), withReport, validParams(NoteParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
      const { noteId } = c.req.valid('param');
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      if (!(await repos.coachingNotes.setPrivate(c.get('report').id, noteId, body.private, c.get('seesPrivate')))) {
        throw new HttpError(404, 'not_found', 'Coaching note not found');
      }
      return c.json({ id: noteId, private: body.private } satisfies SetPrivateResponse);
    });
}
