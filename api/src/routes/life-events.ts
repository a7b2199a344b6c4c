import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../app-env';
import { requires } from '../middleware/requires';

/** Life (personal) events, by date. */
export const lifeEventRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/personal-events', requires('read'), async (c) => c.json(await repos.lifeEvents.list(c.get('executiveId'))));
