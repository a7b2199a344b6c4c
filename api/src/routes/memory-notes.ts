import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../app-env';

/** Memory notes, oldest first. */
export const memoryNoteRoutes = ({ repos }: RouteDeps) =>
  new Hono<AppEnv>().get('/memory', async (c) => c.json(await repos.memoryNotes.list(c.get('executiveId'))));
