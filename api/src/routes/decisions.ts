// The decisions register (beyond the spec): add a decision (201), the Decided list, decide a pending
// one with the choice and a rationale, or defer it to a date not in the past. GET /decisions (the
// spec's pending list) stays in records.ts. Another executive's or an unknown id: 404, nothing written;
// an already decided one: 409.
import { Hono } from 'hono';
import { CreateDecisionBodySchema, DecideDecisionBodySchema, DecisionIdParamsSchema, DeferDecisionBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { isValidIsoDate, toIsoDate, toLocalDateTime } from '../lib/dates';
import { HttpError } from '../lib/http-error';
import { jsonBody, paramsOf } from '../lib/validate';
import { executiveNow } from '../lib/executive-now';

const realDate = (field: string, value: string) => {
  if (!isValidIsoDate(value)) throw new HttpError(400, 'validation_error', `${field}: must be a real calendar date`, field);
};

export function decisionRoutes({ repos, clock }: RouteDeps) {
  const pendingOf = (executiveId: number, decisionId: number) => {
    const found = repos.decisionRegister.get(executiveId, decisionId);
    if (!found) throw new HttpError(404, 'not_found', 'Decision not found');
    if (found.status !== 'pending') throw new HttpError(409, 'conflict', 'This decision has already been made');
    return found.decision;
  };
  return new Hono<AppEnv>()
    .get('/decisions/decided', (c) => c.json(repos.decisionRegister.decided(c.get('executiveId'))))
    .post('/decisions', async (c) => {
      const body = await jsonBody(c, CreateDecisionBodySchema);
      realDate('dueBy', body.dueBy);
      const executiveId = c.get('executiveId');
      const id = repos.decisionRegister.create({ executiveId, ...body });
      return c.json(repos.decisionRegister.get(executiveId, id)?.decision, 201);
    })
    .post('/decisions/:decisionId/decide', async (c) => {
      const { decisionId } = paramsOf(c, DecisionIdParamsSchema);
      const body = await jsonBody(c, DecideDecisionBodySchema);
      const executiveId = c.get('executiveId');
      pendingOf(executiveId, decisionId);
      repos.decisionRegister.decide({ executiveId, id: decisionId, ...body, decidedAt: toLocalDateTime(executiveNow(c, clock)) });
      return c.json(repos.decisionRegister.decidedOne(executiveId, decisionId));
    })
    .post('/decisions/:decisionId/defer', async (c) => {
      const { decisionId } = paramsOf(c, DecisionIdParamsSchema);
      const body = await jsonBody(c, DeferDecisionBodySchema);
      realDate('dueBy', body.dueBy);
      if (body.dueBy < toIsoDate(executiveNow(c, clock))) throw new HttpError(400, 'validation_error', 'dueBy: must not be in the past', 'dueBy');
      const executiveId = c.get('executiveId');
      pendingOf(executiveId, decisionId);
      repos.decisionRegister.defer({ executiveId, id: decisionId, dueBy: body.dueBy });
      return c.json(repos.decisionRegister.get(executiveId, decisionId)?.decision);
    });
}
