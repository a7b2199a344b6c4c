import { Hono } from 'hono';
import { z } from 'zod';
import { IsoDateSchema, UpsertReflectionBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { startOfWeek, toIsoDate } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { executiveNow } from '../lib/executive-now';

const WeekParamsSchema = z.object({ weekStart: IsoDateSchema });

/** Decisions, memory notes, life events and weekly reflections (latest week first). */
export function recordRoutes({ repos, clock }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/decisions', (c) => c.json(repos.records.decisions(c.get('executiveId'))))
    .get('/memory', (c) => c.json(repos.records.memory(c.get('executiveId'))))
    .get('/personal-events', (c) => c.json(repos.records.personalEvents(c.get('executiveId'))))
    .get('/reflections', (c) => c.json(repos.records.reflections(c.get('executiveId'))))
    // This week's reflection (beyond the spec): created (201) or replaced (200); one per week.
    .put('/reflections/:weekStart', async (c) => {
      const { weekStart } = paramsOf(c, WeekParamsSchema);
      const thisWeek = toIsoDate(startOfWeek(executiveNow(c, clock)));
      if (weekStart !== thisWeek) {
        throw new HttpError(400, 'validation_error', `weekStart: only this week's reflection (week of ${thisWeek}) can be written`, 'weekStart');
      }
      const body = await jsonBody(c, UpsertReflectionBodySchema);
      const executiveId = c.get('executiveId');
      const existed = repos.records.ownReflection(executiveId, weekStart) !== undefined;
      repos.records.upsertReflection({ executiveId, weekStart, ...body });
      return c.json(repos.records.ownReflection(executiveId, weekStart), existed ? 200 : 201);
    });
}
