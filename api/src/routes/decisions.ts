// Decisions: the spec's pending list (GET /decisions, soonest due first) and the register (beyond the
// spec): add a decision (201), the Decided list, decide a pending one with the choice and a rationale,
// or defer it to a date not in the past. Another executive's or an unknown id: 404, nothing written;
// an already decided one: 409.
import { Hono } from 'hono';
import { CreateDecisionBodySchema, DecideDecisionBodySchema, DecisionIdParamsSchema, DeferDecisionBodySchema, deferDecisionBodyOn } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { toIsoDate, toIsoDateTime } from '@provana/dates';
import { HttpError } from '../lib/http-error';
import { checked, validJson, validParams } from '../lib/validation';
import { executiveNow } from '../lib/executive-now';
import { requires } from '../middleware/requires';

export function decisionRoutes({ repos, clock }: RouteDeps) {
  const pendingOf = async (executiveId: number, decisionId: number) => {
    const found = await repos.decisions.get(executiveId, decisionId);
    if (!found) throw new HttpError(404, 'not_found', 'Decision not found');
    if (found.status !== 'pending') throw new HttpError(409, 'conflict', 'This decision has already been made');
    return found.decision;
  };
  return new Hono<AppEnv>()
    .get('/decisions', requires('read'), async (c) => c.json(await repos.decisions.pending(c.get('executiveId'))))
    .get('/decisions/decided', requires('read'), async (c) => c.json(await repos.decisions.decided(c.get('executiveId'))))
    .post('/decisions', requires('write'), validJson(CreateDecisionBodySchema), async (c) => {
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      const id = await repos.decisions.create({ executiveId, ...body });
      return c.json((await repos.decisions.get(executiveId, id))?.decision, 201);
    })
    .post('/decisions/:decisionId/decide', requires('write'), validParams(DecisionIdParamsSchema), validJson(DecideDecisionBodySchema), async (c) => {
      const { decisionId } = c.req.valid('param');
      const body = c.req.valid('json');
      const executiveId = c.get('executiveId');
      await pendingOf(executiveId, decisionId);
      await repos.decisions.decide({ executiveId, id: decisionId, ...body, decidedAt: toIsoDateTime(executiveNow(c, clock)) });
      return c.json(await repos.decisions.decidedOne(executiveId, decisionId));
    })
    .post('/decisions/:decisionId/defer', requires('write'), validParams(DecisionIdParamsSchema), validJson(DeferDecisionBodySchema), async (c) => {
      const { decisionId } = c.req.valid('param');
      const body = checked(deferDecisionBodyOn(toIsoDate(executiveNow(c, clock))), c.req.valid('json'));
      const executiveId = c.get('executiveId');
      await pendingOf(executiveId, decisionId);
      await repos.decisions.defer({ executiveId, id: decisionId, dueBy: body.dueBy });
      return c.json((await repos.decisions.get(executiveId, decisionId))?.decision);
    });
}
