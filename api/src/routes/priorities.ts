import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CreatePriorityBodySchema, IdParamSchema, PatchPriorityBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { normalizeDateTime, toIsoDateTime } from '@provana/dates';
import { notFound } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { executiveNow } from '../lib/executive-now';
import { requires } from '../middleware/requires';
import { withAttribution } from '../services/delegation/attribution';

const TaskParamsSchema = z.object({ taskId: IdParamSchema });

const list = async (c: Context<AppEnv>, { repos }: RouteDeps) => {
  const executiveId = c.get('executiveId');
  return c.json(await withAttribution(repos, executiveId, 'priority', await repos.priorities.list(executiveId)));
};

/** Under /api/executive/:id. */
export function priorityRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>()
    .get('/priorities', requires('read'), (c) => list(c, deps))
    .post('/priorities', requires('write'), validJson(CreatePriorityBodySchema), async (c) => {
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const id = await repos.priorities.create({
        executiveId,
        task: body.task,
        description: body.description,
        urgency: body.urgency,
        dueDate: body.dueDate ? normalizeDateTime(body.dueDate, c.get('timeZone')) : null,
        source: body.source,
        createdAt: toIsoDateTime(executiveNow(c, clock)),
      });
      return c.json(await repos.priorities.get(executiveId, id), 201);
    })
    .patch('/priorities/:taskId', requires('write'), validParams(TaskParamsSchema), validJson(PatchPriorityBodySchema), async (c) => {
      const { taskId } = c.req.valid('param');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      if (!(await repos.priorities.setCompleted(executiveId, taskId, body.completed))) throw notFound('Priority');
      return c.json(await repos.priorities.get(executiveId, taskId));
    });
}

/** The spec's print-report source, /api/priorities/{id}: the same list. */
export const printSourcePriorityRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/', requires('read'), (c) => list(c, deps));
