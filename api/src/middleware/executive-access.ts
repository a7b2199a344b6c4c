// Access to the executive's workspace a request is about. The id comes from the base path a scoped
// router is mounted at (`:id`) or, for the spec's body-addressed calls, from the JSON body's
// executiveId. The account's own workspace is its own ('owner'); any other needs a delegate grant
// that is live at this instant, read from the database on every request (no cache: access the
// executive ended is refused on the very next request, in every process). The checked id is stored
// as `executiveId`: routes read that and never the raw param or body field.
//
// After the route answers, a write that succeeded is recorded in the activity log (see
// services/delegation/record.ts): the route's requires() middleware says what it was.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ExecutiveIdParamSchema, IdSchema, type SessionUser } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { readJsonBody, validationError } from '../lib/validation';
import { nameBeforeDelete, recordWorkspaceOpened, recordWrite } from '../services/delegation/record';
import { queueWriteWebhooks } from '../services/webhooks/queue-write';

export const forbidden = () => new HttpError(403, 'forbidden', "You don't have access to this executive");
const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in to continue');

/** Sets what the request may do in executiveId's workspace, or throws 403. */
async function enterWorkspace(deps: RouteDeps, c: Context<AppEnv>, user: SessionUser, executiveId: number): Promise<void> {
  c.set('executiveId', executiveId);
  c.set('actorUserId', user.id);
  if (user.executiveId === executiveId) {
    c.set('timeZone', user.timeZone);
    c.set('workspaceRole', 'owner');
    c.set('seesPrivate', true);
    return;
  }
  const nowMs = deps.clock.now().getTime();
  const grant = await deps.repos.delegation.liveGrant(executiveId, user.id, nowMs);
  if (!grant) throw forbidden();
  // The workspace's zone (its "today"), not the delegate's own; and its data version, which the
  // daily brief's shortcut compares (the session carried the delegate's own workspace's).
  c.set('timeZone', grant.timeZone);
  c.set('executiveDataVersion', grant.dataVersion);
  c.set('workspaceRole', grant.role);
  c.set('seesPrivate', grant.role === 'full');
  const sessionHash = c.get('sessionHash');
  if (sessionHash && grant.openedSession !== sessionHash) await recordWorkspaceOpened(deps, c, grant.id, sessionHash);
}

async function enterAndRecord(deps: RouteDeps, c: Context<AppEnv>, executiveId: number, next: () => Promise<void>): Promise<void> {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  await enterWorkspace(deps, c, user, executiveId);
  const before = await nameBeforeDelete(deps, c);
  // Dashboards told of this write (live/publish-changes.ts) read its "added by" from the log: they hear
  // of it once the line is written.
  let recorded = () => {};
  c.set(
    'activityRecorded',
    new Promise<void>((resolve) => {
      recorded = resolve;
    }),
  );
  try {
    await next();
    await recordWrite(deps, c, before);
  } finally {
    recorded();
  }
  // The workspace's webhook endpoints hear of it (queued in the database before the answer leaves).
  await queueWriteWebhooks({ repos: deps.repos, clock: deps.clock, wake: deps.webhooks.wake }, c);
}

export const executiveFromParam = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw unauthenticated();
    const parsed = ExecutiveIdParamSchema.safeParse({ id: c.req.param('id') });
    if (!parsed.success) throw validationError(parsed.error);
    await enterAndRecord(deps, c, parsed.data.id, next);
  });

export const executiveFromBody = (deps: RouteDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw unauthenticated();
    const body = await readJsonBody(c);
    const raw = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).executiveId : undefined;
    const parsed = IdSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, 'validation_error', 'executiveId: must be a positive integer', 'executiveId');
    await enterAndRecord(deps, c, parsed.data, next);
  });
