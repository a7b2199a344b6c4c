import { Hono } from 'hono';
import { z } from 'zod';
import { IdParamSchema, SetPrivateBodySchema, type SetPrivateResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { assertMayMarkPrivate } from '../lib/private-items';
import { requires } from '../middleware/requires';
import { validJson, validParams } from '../lib/validation';

const EventParamsSchema = z.object({ eventId: IdParamSchema });

/** Life (personal) events the reader may see, by date; the owner (or a Full delegate) marks one private. */
export const lifeEventRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>()
    .get('/personal-events', requires('read'), async (c) => c.json(await repos.lifeEvents.list(c.get('executiveId'), c.get('seesPrivate'))))
    .patch('/personal-events/:eventId/private', requires('private'), validParams(EventParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
      const { eventId } = c.req.valid('param');
      const body = c.req.valid('json');
      assertMayMarkPrivate(c.get('seesPrivate'), body.private);
      if (!(await repos.lifeEvents.setPrivate(c.get('executiveId'), eventId, body.private, c.get('seesPrivate')))) {
        throw new HttpError(404, 'not_found', 'Life event not found');
      }
      return c.json({ id: eventId, private: body.private } satisfies SetPrivateResponse);
    });
