// GET/PUT .../appearance: the executive's theme (System, Light or Dark), stored per account so every
// browser they sign in from shows it; the session user carries it too for the first screen.
import { Hono } from 'hono';
import { AppearanceBodySchema, type Appearance } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { validJson } from '../lib/validation';
import { requires } from '../middleware/requires';

export function appearanceRoutes({ repos }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/appearance', requires('read'), async (c) => c.json({ theme: await repos.executives.theme(c.get('executiveId')) } satisfies Appearance))
    .put('/appearance', requires('read'), validJson(AppearanceBodySchema), async (c) => {
      const { theme } = c.req.valid('json');
      await repos.executives.setTheme(c.get('executiveId'), theme);
      return c.json({ theme } satisfies Appearance);
    });
}
