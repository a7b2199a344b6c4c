import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { IsoDateSchema, SetPrivateBodySchema, type SetPrivateResponse, UpsertReflectionBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import type { Clock } from '../lib/clock';
import { mondayOf, toIsoDate } from '@provana/dates';
import { HttpError } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { executiveNow } from '../lib/executive-now';
import { assertMayMarkPrivate } from '../lib/private-items';
import { requires } from '../middleware/requires';

const WeekParamsSchema = z.object({ weekStart: IsoDateSchema });

/** Only this week's reflection can be written: checked after the path is valid and before the body is read. */
const thisWeekOnly = (clock: Clock) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const weekStart = c.req.param('weekStart');
    const thisWeek = mondayOf(toIsoDate(executiveNow(c, clock)));
    if (weekStart !== thisWeek) {
      throw new HttpError(400, 'validation_error', `weekStart: only this week's reflection (week of ${thisWeek}) can be written`, 'weekStart');
    }
    await next();
  });

const reflectionNotFound = () => new HttpError(404, 'not_found', 'Reflection not found');

/**
 * Weekly reflections the reader may see, latest week first, and this week's own (beyond the spec). A
 * private reflection does not exist for whoever does not see private items: writing its week is 404.
 */
export function reflectionRoutes({ repos, clock }: RouteDeps) {
  return (
    new Hono<AppEnv>()
      .get('/reflections', requires('read'), async (c) => c.json(await repos.reflections.list(c.get('executiveId'), c.get('seesPrivate'))))
      // Created (201) or replaced (200); one per week.
      .put(
        '/reflections/:weekStart',
        requires('owner'),
        validParams(WeekParamsSchema),
        thisWeekOnly(clock),
        validJson(UpsertReflectionBodySchema),
        async (c) => {
          const { weekStart } = c.req.valid('param');
          const body = c.req.valid('json');
          assertMayMarkPrivate(c.get('seesPrivate'), body.private);
          const executiveId = c.get('executiveId');
          const seesPrivate = c.get('seesPrivate');
          const existed = (await repos.reflections.own(executiveId, weekStart, true)) !== undefined;
          if (existed && (await repos.reflections.own(executiveId, weekStart, seesPrivate)) === undefined) throw reflectionNotFound();
          await repos.reflections.upsert({ executiveId, weekStart, ...body });
          return c.json(await repos.reflections.own(executiveId, weekStart, seesPrivate), existed ? 200 : 201);
        },
      )
      .patch('/reflections/:weekStart/private', requires('private'), validParams(WeekParamsSchema), validJson(SetPrivateBodySchema), async (c) => {
        const { weekStart } = c.req.valid('param');
        const body = c.req.valid('json');
        assertMayMarkPrivate(c.get('seesPrivate'), body.private);
        const executiveId = c.get('executiveId');
        const seesPrivate = c.get('seesPrivate');
        if (!(await repos.reflections.setPrivate(executiveId, weekStart, body.private, seesPrivate))) throw reflectionNotFound();
        const reflection = await repos.reflections.own(executiveId, weekStart, true);
        return c.json({ id: reflection?.id ?? 0, private: body.private } satisfies SetPrivateResponse);
      })
  );
}
