// The only way executive-scoped routes are built. A router made here checks the session and the
// account's access to the executive's workspace (its own, or a live delegate grant) in its first
// middleware, before any route it holds, so a route added to it cannot skip the check; each route
// then declares the least role it needs with requires() (middleware/requires.ts). app.ts mounts
// them; test/auth-matrix.test.ts walks the app's route table, proves every route outside the public
// list answers 401 and 403 and declares a role, and test/role-matrix.test.ts calls each as every role.
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../app-env';
import { executiveFromBody, executiveFromParam } from '../middleware/executive-access';

/** For a base path that names the executive (`/api/executive/:id`, the spec's `/api/goals/:id`, ...). */
export const executiveRouter = (deps: RouteDeps) => new Hono<AppEnv>().use(executiveFromParam(deps));

/** For the spec's calls that name the executive in the JSON body (`executiveId`). */
export const executiveBodyRouter = (deps: RouteDeps) => new Hono<AppEnv>().use(executiveFromBody(deps));
