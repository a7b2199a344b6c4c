// GET/PUT .../appearance: the signed-in person's theme (System, Light or Dark), stored with their own
// account (on their own workspace's row) so every browser they sign in from shows it; the session
// user carries it too for the first screen. Appearance is personal: a delegate acting in someone
// else's workspace reads and sets their own, never the executive's.
import { Hono } from 'hono';
import { AppearanceBodySchema, type Appearance } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { HttpError } from '../lib/http-error';
import { validJson } from '../lib/validation';
import { requires } from '../middleware/requires';

/** The signed-in account's own workspace, whichever workspace the request is in. */
function ownExecutiveId(user: AppEnv['Variables']['user']): number {
  if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
  return user.executiveId;
}

export function appearanceRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/appearance', requires('read'), async (c) => c.json({ theme: await repos.executives.theme(ownExecutiveId(c.get('user'))) } satisfies Appearance))
    .put('/appearance', requires('read'), validJson(AppearanceBodySchema), async (c) => {
      const { theme } = c.req.valid('json');
      await repos.executives.setTheme(ownExecutiveId(c.get('user')), theme);
      return c.json({ theme } satisfies Appearance);
    });
}
