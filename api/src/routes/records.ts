import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../app-env';

/** Decisions, memory notes, life events and weekly reflections (latest week first). */
export function recordRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/decisions', (c) => c.json(repos.records.decisions(c.get('executiveId'))))
    .get('/memory', (c) => c.json(repos.records.memory(c.get('executiveId'))))
    .get('/personal-events', (c) => c.json(repos.records.personalEvents(c.get('executiveId'))))
    .get('/reflections', (c) => c.json(repos.records.reflections(c.get('executiveId'))));
}
