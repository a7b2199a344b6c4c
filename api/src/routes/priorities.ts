import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CreatePriorityBodySchema, IdParamSchema, PatchPriorityBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { normalizeDateTime, toLocalDateTime } from '../lib/dates';
import { notFound } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { executiveNow } from '../lib/executive-now';

const TaskParamsSchema = z.object({ taskId: IdParamSchema });

const list = (c: Context<AppEnv>, { repos }: RouteDeps) => c.json(repos.priorities.list(c.get('executiveId')));

/** Under /api/executive/:id. */
export function priorityRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  return new Hono<AppEnv>()
    .get('/priorities', (c) => list(c, deps))
    .post('/priorities', async (c) => {
      const body = await jsonBody(c, CreatePriorityBodySchema);
      const executiveId = c.get('executiveId');
      const id = repos.priorities.create({
        executiveId,
        task: body.task,
        description: body.description,
        urgency: body.urgency,
        dueDate: body.dueDate ? normalizeDateTime(body.dueDate, c.get('timeZone')) : null,
        source: body.source,
        createdAt: toLocalDateTime(executiveNow(c, clock)),
      });
      return c.json(repos.priorities.get(executiveId, id), 201);
    })
    .patch('/priorities/:taskId', async (c) => {
      const { taskId } = paramsOf(c, TaskParamsSchema);
      const body = await jsonBody(c, PatchPriorityBodySchema);
      const executiveId = c.get('executiveId');
      if (!repos.priorities.setCompleted(executiveId, taskId, body.completed)) throw notFound('Priority');
      return c.json(repos.priorities.get(executiveId, taskId));
    });
}

/** The spec's print-report source, /api/priorities/{id}: the same list. */
export const legacyPriorityRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/', (c) => list(c, deps));
