import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../app-env';
import { requires } from '../middleware/requires';

/** Memory notes, oldest first. */
export const memoryNoteRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/memory', requires('read'), async (c) => c.json(await repos.memoryNotes.list(c.get('executiveId'))));
