// The least role a workspace route needs, declared on the route itself:
//   .get('/priorities', requires('read'), handler)
// read: every role (Viewer and up); write: Editor and up; private: Full and up; owner: the
// executive alone. The middleware carries its level as a property, so test/auth-matrix.test.ts
// finds, for every workspace route in the app's route table, the level it declared, and fails on a
// route that declared none. It answers 403 before the body is read, with words for a delegate whose
// role falls short (not the access check's "no access", which clients read as access ended).
// A request with a personal access token must also hold a scope for the route (auth/token-scopes.ts).
import type { MiddlewareHandler } from 'hono';
import type { RequiredAccess, WorkspaceRole } from '@provana/contracts';
import type { AppEnv } from '../app-env';
import { routeArea, scopesAllow } from '../auth/token-scopes';
import { HttpError } from '../lib/http-error';

export const REQUIRED_ACCESS = Symbol.for('provana.requiredAccess');

const RANK: Record<WorkspaceRole, number> = { viewer: 1, editor: 2, full: 3, owner: 4 };
const NEEDED: Record<RequiredAccess, number> = { read: 1, write: 2, private: 3, owner: 4 };

/** Whether a role may use a route that requires `access`. */
export const allows = (role: WorkspaceRole, access: RequiredAccess): boolean => RANK[role] >= NEEDED[access];

/** A delegate in the workspace whose role does not reach the route's level. */
export function roleTooLow(role: WorkspaceRole, access: RequiredAccess): HttpError {
  if (access === 'owner') return new HttpError(403, 'owner_only', "Only the workspace's owner can do this.");
  if (role === 'viewer') return new HttpError(403, 'read_only', 'You can view this workspace but not change it.');
  return new HttpError(403, 'role_too_low', 'Your role in this workspace does not allow this.');
}

export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [REQUIRED_ACCESS]: RequiredAccess };

export function requires(access: RequiredAccess): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const role = c.get('workspaceRole');
    if (!allows(role, access)) throw roleTooLow(role, access);
    // A personal token also needs a scope for the route's area; the owner's role above caps it.
    const token = c.get('apiToken');
    if (token && !scopesAllow(token.scopes, routeArea(c.req.routePath), access)) {
      throw new HttpError(403, 'insufficient_scope', "This access token's scopes do not allow this.");
    }
    c.set('routeAccess', { access, routePath: c.req.routePath });
    await next();
  };
  return Object.assign(middleware, { [REQUIRED_ACCESS]: access });
}

/** The level a route-table handler declares, if it is a requires() middleware. */
export function requiredAccessOf(handler: unknown): RequiredAccess | undefined {
  if (typeof handler !== 'function') return undefined;
  return (handler as Partial<AccessMiddleware>)[REQUIRED_ACCESS];
}
