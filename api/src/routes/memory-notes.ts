import { Hono } from 'hono';
import { z } from 'zod';
import { CreateMemoryNoteBodySchema, IdParamSchema, SetPrivateBodySchema, type SetPrivateResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { assertMayMarkPrivate } from '../lib/private-items';
import { requires } from '../middleware/requires';
import { withAttribution } from '../services/delegation/attribution';
import { validJson, validParams } from '../lib/validation';

const NoteParamsSchema = z.object({ noteId: IdParamSchema });

/** Memory notes the reader may see, oldest first; an Editor adds one; the owner (or a Full delegate) marks one private. */
export const memoryNoteRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>()
    .get('/memory', requires('read'), async (c) => {
      const executiveId = c.get('executiveId');
      return c.json(await withAttribution(repos, executiveId, 'memory-note', await repos.memoryNotes.list(executiveId, c.get('seesPrivate'))));
    })
    .post('/memory', requires('write'), validJson(CreateMemoryNoteBodySchema), async (c) => {
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      const executiveId = c.get('executiveId');
      const id = await repos.memoryNotes.create({ executiveId, note: body.note, tag: body.tag, nextTrigger: body.nextTrigger, private: body.private });
      return c.json(await repos.memoryNotes.get(executiveId, id), 201);
    })
    .patch('/memory/:noteId/private', requires('private'), validParams(NoteParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
      const { noteId } = c.req.valid('param');
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      if (!(await repos.memoryNotes.setPrivate(c.get('executiveId'), noteId, body.private, c.get('seesPrivate')))) {
        throw new HttpError(404, 'not_found', 'Memory note not found');
      }
      return c.json({ id: noteId, private: body.private } satisfies SetPrivateResponse);
    });
