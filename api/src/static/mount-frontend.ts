// Serves the built front-end from the API process: the shell at /, each remote at /remotes/<x>/,
// and the remote registry at /remotes.json. Mounted after the /api routes.
import path from 'node:path';
import type { Env, Hono } from 'hono';
import { REMOTE_DIRS, remoteRegistry } from './remotes';
import { readStaticFile } from './static-files';

interface FrontendOptions {
  /** The repository root holding shell/dist and mf-<x>/dist. */
  root: string;
  remoteOverrides: Record<string, string>;
}

export function mountFrontend<E extends Env>(app: Hono<E>, options: FrontendOptions): void {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const registry = remoteRegistry(options.remoteOverrides);

  app.get('/remotes.json', (c) => c.json(registry, 200, { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' }));

  for (const dir of Object.values(REMOTE_DIRS)) {
    const dist = path.join(options.root, `mf-${dir}`, 'dist');
    app.get(`/remotes/${dir}/*`, async (c) => {
      const file = await readStaticFile(dist, c.req.path.slice(`/remotes/${dir}`.length), true);
      return file ? c.body(file.body, 200, file.headers) : c.text('Not Found', 404, { 'Access-Control-Allow-Origin': '*' });
    });
  }

  app.get('*', async (c, next) => {
    const p = c.req.path;
    if (p.startsWith('/api/') || p === '/api' || p.startsWith('/remotes/')) return next();
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
