// Ownership of the executive a request is about. The id comes from the base path a scoped router is
// mounted at (`:id`) or, for the spec's body-addressed calls, from the JSON body's executiveId. The
// checked id is stored as `executiveId`: routes read that and never the raw param or body field.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ExecutiveIdParamSchema, IdSchema } from '@provana/contracts';
import type { AppEnv } from '../app-env';
import { HttpError } from '../lib/http-error';
import { readJsonBody, validationError } from '../lib/validation';

const forbidden = () => new HttpError(403, 'forbidden', "You don't have access to this executive");
const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in to continue');

/** 401 without a session, 403 for an executive that is not the session's own (existing or not). */
function ownedExecutive(user: AppEnv['Variables']['user'], executiveId: number): { executiveId: number; timeZone: string } {
  if (!user) throw unauthenticated();
  if (user.executiveId !== executiveId) throw forbidden();
  return { executiveId, timeZone: user.timeZone };
}

function setExecutive(c: Context<AppEnv>, owned: { executiveId: number; timeZone: string }) {
  c.set('executiveId', owned.executiveId);
  c.set('timeZone', owned.timeZone);
  c.set('workspaceRole', 'owner');
  c.set('seesPrivate', true);
}

export const ownExecutiveFromParam = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  const parsed = ExecutiveIdParamSchema.safeParse({ id: c.req.param('id') });
  if (!parsed.success) throw validationError(parsed.error);
  setExecutive(c, ownedExecutive(c.get('user'), parsed.data.id));
  await next();
});

export const ownExecutiveFromBody = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  const body = await readJsonBody(c);
  const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).executiveId : undefined;
  const parsed = IdSchema.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, 'validation_error', 'executiveId: must be a positive integer', 'executiveId');
  setExecutive(c, ownedExecutive(c.get('user'), parsed.data));
  await next();
});
