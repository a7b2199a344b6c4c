// Serves the built front-end from the API process: the shell at /, each remote's bundled build at
// /remotes/<x>/, the remote registry at /remotes.json and the development override policy at
// /remote-overrides.json. Mounted after the /api routes. The registry and the pages' CSP are computed
// per request from the registry source (the database in production), never fixed at start-up: a
// version an operator promotes is what the next page may load, in every API process. Pages (index.html,
// its SPA fallback, a remote's standalone page) carry the policy of that moment; every other file here
// carries the shell's policy without remote origins, and the other security headers.
import path from 'node:path';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import { REMOTE_CONTRACT } from '@provana/contracts/remotes';
import { securityHeaders } from '../middleware/security-headers';
import { formatContentSecurityPolicy, shellContentSecurityPolicy } from './content-security-policy';
import { type DevOverrides, NO_DEV_OVERRIDES } from './dev-origins';
import type { RemoteRegistrySource } from './registry-source';
import { CROSS_ORIGIN_HEADERS, revalidatedByEtag, staticFiles } from './static-files';
import { REVALIDATE } from './cache-control';

/** A JSON document (registry, override policy), revalidated by its ETag. */
const jsonDocument = (c: Context, value: unknown, headers: Record<string, string>) => c.json(value, 200, { 'Cache-Control': REVALIDATE, ...headers });

const isPage = (c: Context) => (c.res.headers.get('content-type') ?? '').startsWith('text/html');

interface FrontendOptions {
  /** The folder holding shell/dist and mf-<x>/dist. */
  root: string;
  /** The remote registry: /remotes.json and the pages' code origins. */
  registry: RemoteRegistrySource;
  /** Whether (and where beyond loopback) a developer may point a remote elsewhere; off by default. */
  devOverrides?: DevOverrides;
}

export function mountFrontend<E extends Env>(app: Hono<E>, options: FrontendOptions): void {
  const shellDist = path.join(options.root, 'shell', 'dist');
  const dev = options.devOverrides ?? NO_DEV_OVERRIDES;
  const headers = securityHeaders(shellContentSecurityPolicy([], dev));
  /** A page (index.html, its SPA fallback, a remote's standalone page) carries this moment's policy. */
  const pagePolicy: MiddlewareHandler = async (c, next) => {
    await next();
    if (isPage(c)) c.header('Content-Security-Policy', formatContentSecurityPolicy(shellContentSecurityPolicy(await options.registry.loadableEntries(), dev)));
  };

  // Everything but /api (whose routes answer before this and whose 404 keeps the API's headers).
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : headers(c, next)));
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : revalidatedByEtag(c, next)));
  // The answer depends on the account (canary buckets): caches must key it by the cookie.
  app.get('/remotes.json', async (c) => jsonDocument(c, await options.registry.entriesFor(c), { ...CROSS_ORIGIN_HEADERS, Vary: 'Cookie' }));
  app.get('/remote-overrides.json', (c) => jsonDocument(c, dev, {}));

  for (const { dir } of Object.values(REMOTE_CONTRACT)) {
    const prefix = `/remotes/${dir}`;
    app.get(`${prefix}/*`, pagePolicy, staticFiles({ root: path.join(options.root, `mf-${dir}`, 'dist'), prefix, crossOrigin: true }), (c) =>
      c.text('Not Found', 404, { 'Access-Control-Allow-Origin': '*' }),
    );
  }

  const shellFiles = staticFiles({ root: shellDist });
  const shellIndex = staticFiles({ root: shellDist, file: 'index.html' });
  const acceptsHtml = (c: Context) => (c.req.header('accept') ?? '').includes('text/html');
  app.get('*', pagePolicy, (c, next) => {
    if (isApiPath(c.req.path) || c.req.path.startsWith('/remotes/')) return next();
    // SPA fallback: deep links (/dashboard/calendar) get the shell's index.html.
    return shellFiles(c, async () => {
      if (!acceptsHtml(c)) return next();
      const index = await shellIndex(c, next);
      if (index) c.res = index;
    });
  });
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}
