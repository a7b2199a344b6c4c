// Authorization for every executive-scoped path, in one place: the executive id comes from the
// path (:id) or, for the spec's body-addressed calls, from the JSON body's executiveId.
import { createMiddleware } from 'hono/factory';
import { ExecutiveIdParamSchema, IdSchema } from '@provana/contracts';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { parseWith, readJson } from '../lib/validate';

const forbidden = () => new HttpError(403, 'forbidden', "You don't have access to this executive");

function assertOwn(ownExecutiveId: number | undefined, executiveId: number) {
  if (ownExecutiveId !== executiveId) throw forbidden();
}

export const executiveFromParam = createMiddleware<AppEnv>(async (c, next) => {
  const { id } = parseWith(ExecutiveIdParamSchema, { id: c.req.param('id') });
  assertOwn(c.get('user')?.executiveId, id);
  c.set('executiveId', id);
  await next();
});

/** A body whose executiveId is malformed is left to the route's validation (400). */
export const executiveFromBody = createMiddleware<AppEnv>(async (c, next) => {
  const body = await readJson(c);
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).executiveId : undefined;
  const parsed = IdSchema.safeParse(raw);
  if (parsed.success) {
    assertOwn(c.get('user')?.executiveId, parsed.data);
    c.set('executiveId', parsed.data);
  }
  await next();
});
