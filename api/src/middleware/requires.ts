// The least role a workspace route needs, declared on the route itself:
//   .get('/priorities', requires('read'), handler)
// read: every role (Viewer and up); write: Editor and up; private: Full and up; owner: the
// executive alone. The middleware carries its level as a property, so test/auth-matrix.test.ts
// finds, for every workspace route in the app's route table, the level it declared, and fails on a
// route that declared none. It answers 403 with the access check's words, before the body is read.
import type { MiddlewareHandler } from 'hono';
import type { RequiredAccess, WorkspaceRole } from '@provana/contracts';
import type { AppEnv } from '../app-env';
import { forbidden } from './executive-access';

export const REQUIRED_ACCESS = Symbol.for('provana.requiredAccess');

const RANK: Record<WorkspaceRole, number> = { viewer: 1, editor: 2, full: 3, owner: 4 };
const NEEDED: Record<RequiredAccess, number> = { read: 1, write: 2, private: 3, owner: 4 };

/** Whether a role may use a route that requires `access`. */
export const allows = (role: WorkspaceRole, access: RequiredAccess): boolean => RANK[role] >= NEEDED[access];

export type AccessMiddleware = MiddlewareHandler<AppEnv> & { [REQUIRED_ACCESS]: RequiredAccess };

export function requires(access: RequiredAccess): AccessMiddleware {
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!allows(c.get('workspaceRole'), access)) throw forbidden();
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
