import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { IsoDateSchema, UpsertReflectionBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import type { Clock } from '../lib/clock';
import { startOfWeek, toIsoDate } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { executiveNow } from '../lib/executive-now';
import { requires } from '../middleware/requires';

const WeekParamsSchema = z.object({ weekStart: IsoDateSchema });

/** Only this week's reflection can be written: checked after the path is valid and before the body is read. */
const thisWeekOnly = (clock: Clock) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const weekStart = c.req.param('weekStart');
    const thisWeek = toIsoDate(startOfWeek(executiveNow(c, clock)));
    if (weekStart !== thisWeek) {
      throw new HttpError(400, 'validation_error', `weekStart: only this week's reflection (week of ${thisWeek}) can be written`, 'weekStart');
    }
    await next();
  });

/** Weekly reflections, latest week first, and this week's own (beyond the spec). */
export function reflectionRoutes({ repos, clock }: RouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/reflections', requires('read'), async (c) => c.json(await repos.reflections.list(c.get('executiveId'))))
      // Created (201) or replaced (200); one per week.
      .put('/reflections/:weekStart', requires('owner'), validParams(WeekParamsSchema), thisWeekOnly(clock), validJson(UpsertReflectionBodySchema), async (c) => {
        const { weekStart } = c.req.valid('param');
        const body = c.req.valid('json');
        const executiveId = c.get('executiveId');
        const existed = (await repos.reflections.own(executiveId, weekStart)) !== undefined;
        await repos.reflections.upsert({ executiveId, weekStart, ...body });
        return c.json(await repos.reflections.own(executiveId, weekStart), existed ? 200 : 201);
      })
  );
}
