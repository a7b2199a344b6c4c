import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CreateGoalBodySchema, IdParamSchema, UpdateGoalBodySchema, type GoalsResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError, notFound } from '../lib/http-error';
import { validJson, validParams } from '../lib/validation';
import { requires } from '../middleware/requires';

const GoalParamsSchema = z.object({ goalId: IdParamSchema });
const emptyToNull = (s: string | null | undefined) => (s ? s : null);

/** Goals as the print report and the goal tracker read them (mission_goals is the spec's print shape). */
function goalsHandler({ repos }: RouteDeps) {
  return async (c: Context<AppEnv>) => {
    const all = await repos.goals.list(c.get('executiveId'));
    const mission = all.find((g) => g.kind === 'mission') ?? null;
    const quarterly = all.filter((g) => g.kind === 'quarterly');
    const response: GoalsResponse = {
      // The mission and its quarterly goals, as the print report lists them.
      mission_goals: [...(mission ? [mission] : []), ...quarterly].map((g) => ({
        goal: g.title,
        status: g.status,
        progress: g.progress,
        deadline: g.target_date,
      })),
      mission_goal: mission,
      quarterly_goals: quarterly,
      micro_wins: all.filter((g) => g.kind === 'micro_win'),
    };
    return c.json(response);
  };
}

/** Under /api/executive/:id: the tracker's list, and adding, editing and removing goals (beyond the spec). */
export function goalRoutes(deps: RouteDeps) {
  const { repos } = deps;
  return new Hono<AppEnv>()
    .get('/goals', requires('read'), goalsHandler(deps))
    .post('/goals', requires('write'), validJson(CreateGoalBodySchema), async (c) => {
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      if (body.kind === 'mission' && (await repos.goals.countOfKind(executiveId, 'mission')) > 0) {
        throw new HttpError(409, 'mission_exists', 'You already have a mission goal: edit it instead of adding another', 'kind');
      }
      const id = await repos.goals.create({
        executiveId,
        kind: body.kind,
        title: body.title,
        status: body.status,
        target_date: body.target_date,
        model_alignment: body.model_alignment,
        linked_to: emptyToNull(body.linked_to),
        tags: [],
        sortOrder: await repos.goals.nextSortOrder(executiveId, body.kind),
      });
      return c.json(await repos.goals.get(executiveId, id), 201);
    })
    .patch('/goals/:goalId', requires('write'), validParams(GoalParamsSchema), validJson(UpdateGoalBodySchema), async (c) => {
      const { goalId } = c.req.valid('param');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const goal = await repos.goals.get(executiveId, goalId);
      if (!goal) throw notFound('Goal');
      const linked = body.linked_to === undefined ? goal.linked_to : emptyToNull(body.linked_to);
      await repos.goals.update(executiveId, {
        id: goalId,
        title: body.title ?? goal.title,
        status: body.status ?? goal.status,
        target_date: body.target_date ?? goal.target_date,
        model_alignment: body.model_alignment ?? goal.model_alignment,
        linked_to: linked,
      });
      return c.json(await repos.goals.get(executiveId, goalId));
    })
    .delete('/goals/:goalId', requires('write'), validParams(GoalParamsSchema), async (c) => {
      const { goalId } = c.req.valid('param');
      if (!(await repos.goals.remove(c.get('executiveId'), goalId))) throw notFound('Goal');
      return c.json({ success: true as const });
    });
}

/** The spec's /api/goals/{id}. */
export const printSourceGoalRoutes = (deps: RouteDeps) => new Hono<AppEnv>().get('/', requires('read'), goalsHandler(deps));
