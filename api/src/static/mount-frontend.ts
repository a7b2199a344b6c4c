// Serves the built front-end from the API process: the shell at /, each remote at /remotes/<x>/,
// the remote registry at /remotes.json and the development override policy at
// /remote-overrides.json. Mounted after the /api routes. Every response here carries the shell's
// Content-Security-Policy (what matters on the HTML: index.html, its SPA fallback, a remote's
// standalone page) and the other security headers.
import path from 'node:path';
import type { Env, Hono } from 'hono';
import { securityHeaders } from '../middleware/security-headers';
import { shellContentSecurityPolicy } from './content-security-policy';
import { type DevOverrides, NO_DEV_OVERRIDES } from './dev-origins';
import { REMOTE_DIRS, remoteRegistry } from './remotes';
import { readStaticFile } from './static-files';

interface FrontendOptions {
  /** The repository root holding shell/dist and mf-<x>/dist. */
  root: string;
  remoteOverrides: Record<string, string>;
  /** Whether (and where beyond loopback) a developer may point a remote elsewhere; off by default. */
  devOverrides?: DevOverrides;
}

export function mountFrontend<E extends Env>(app: Hono<E>, options: FrontendOptions): void {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const registry = remoteRegistry(options.remoteOverrides);
  const dev = options.devOverrides ?? NO_DEV_OVERRIDES;
  const headers = securityHeaders(shellContentSecurityPolicy(registry, dev));
  const noCacheCors = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };

  // Everything but /api (whose routes answer before this and whose 404 keeps the API's headers).
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : headers(c, next)));
  app.get('/remotes.json', (c) => c.json(registry, 200, noCacheCors));
  app.get('/remote-overrides.json', (c) => c.json(dev, 200, { 'Cache-Control': 'no-cache' }));

  for (const dir of Object.values(REMOTE_DIRS)) {
    const dist = path.join(options.root, `mf-${dir}`, 'dist');
    app.get(`/remotes/${dir}/*`, async (c) => {
      const file = await readStaticFile(dist, c.req.path.slice(`/remotes/${dir}`.length), true);
      return file ? c.body(file.body, 200, file.headers) : c.text('Not Found', 404, { 'Access-Control-Allow-Origin': '*' });
    });
  }

  app.get('*', async (c, next) => {
    const p = c.req.path;
    if (isApiPath(p) || p.startsWith('/remotes/')) return next();
    const file = await readStaticFile(shellDist, p, false);
    if (file) return c.body(file.body, 200, file.headers);
    // SPA fallback: deep links (/dashboard/calendar) get the shell's index.html.
    if ((c.req.header('accept') ?? '').includes('text/html')) {
      const index = await readStaticFile(shellDist, '/index.html', false);
      if (index) return c.body(index.body, 200, index.headers);
    }
    return next();
  });
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}
