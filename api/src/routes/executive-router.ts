// The only way executive-scoped routes are built. A router made here checks the session and the
// ownership of the executive in its first middleware, before any route it holds, so a route added
// to it cannot skip the check. app.ts mounts them; test/auth-matrix.test.ts walks the app's route
// table and proves every route outside the public list answers 401 and 403.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ownExecutiveFromBody, ownExecutiveFromParam } from '../middleware/executive-access';

/** For a base path that names the executive (`/api/executive/:id`, the spec's `/api/goals/:id`, ...). */
export const executiveRouter = () => new Hono<AppEnv>().use(ownExecutiveFromParam);

/** For the spec's calls that name the executive in the JSON body (`executiveId`). */
export const executiveBodyRouter = () => new Hono<AppEnv>().use(ownExecutiveFromBody);
