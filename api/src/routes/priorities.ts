import { Hono } from 'hono';
import { z } from 'zod';
import { CreatePriorityBodySchema, IdSchema, PatchPriorityBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { normalizeDateTime, toLocalDateTime } from '../lib/dates';
import { notFound } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';

const TaskParamsSchema = z.object({ id: IdSchema, taskId: IdSchema });

export function priorityRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const list = (executiveId: number) => repos.priorities.list(executiveId);
  return new Hono<AppEnv>()
    .get('/executive/:id/priorities', (c) => c.json(list(c.get('executiveId'))))
    .post('/executive/:id/priorities', async (c) => {
      const body = await jsonBody(c, CreatePriorityBodySchema);
      const executiveId = c.get('executiveId');
      const id = repos.priorities.create({
        executiveId,
        task: body.task,
        description: body.description,
        urgency: body.urgency,
        dueDate: body.dueDate ? normalizeDateTime(body.dueDate) : null,
        source: body.source,
        createdAt: toLocalDateTime(clock.now()),
      });
      return c.json(repos.priorities.get(executiveId, id), 201);
    })
    .patch('/executive/:id/priorities/:taskId', async (c) => {
      const { taskId } = paramsOf(c, TaskParamsSchema);
      const body = await jsonBody(c, PatchPriorityBodySchema);
      const executiveId = c.get('executiveId');
      if (!repos.priorities.setCompleted(executiveId, taskId, body.completed)) throw notFound('Priority');
      return c.json(repos.priorities.get(executiveId, taskId));
    })
    // The spec's print-report source: same data as the executive-scoped list.
    .get('/priorities/:id', (c) => c.json(list(c.get('executiveId'))));
}
