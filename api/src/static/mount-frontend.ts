// Serves the built front-end from the API process: the shell at /, each remote's bundled build at
// /remotes/<x>/, the remote registry at /remotes.json and the development override policy at
// /remote-overrides.json. Mounted after the /api routes. The registry and the pages' CSP are computed
// per request from the registry source (the database in production), never fixed at start-up: a
// version an operator promotes is what the next page may load, in every API process. Pages (index.html,
// its SPA fallback, a remote's standalone page) carry the policy of that moment; every other file here
// carries the shell's policy without remote origins, and the other security headers.
import path from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { REMOTE_CONTRACT } from '@provana/contracts/remotes';
import { securityHeaders } from '../middleware/security-headers';
import { formatContentSecurityPolicy, shellContentSecurityPolicy } from './content-security-policy';
import { type DevOverrides, NO_DEV_OVERRIDES } from './dev-origins';
import type { RemoteRegistrySource } from './registry-source';
import { matchesEtag, readStaticFile, strongEtag, type StaticFile } from './static-files';

/**
 * Headers a 304 repeats: the validator, caching and negotiation, CORS for cross-origin shells, and a
 * page's own policy (a browser replaces its cached copy's headers with a 304's: without it the
 * revalidated page would take the fixed policy, which lists no remote origin).
 */
const KEPT_ON_304 = ['ETag', 'Cache-Control', 'Vary', 'Access-Control-Allow-Origin', 'Cross-Origin-Resource-Policy', 'Content-Security-Policy'];

/** 304 when the client's copy is current, else the file. */
function answer(c: Context, file: StaticFile) {
  const etag = file.headers.ETag;
  if (etag && matchesEtag(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304, Object.fromEntries(KEPT_ON_304.filter((h) => file.headers[h]).map((h) => [h, file.headers[h] ?? ''])));
  }
  return c.body(file.body, 200, file.headers);
}

/** A JSON document (registry, override policy), revalidated by its ETag. */
function jsonDocument(value: unknown, headers: Record<string, string>): StaticFile {
  const text = JSON.stringify(value);
  const body = new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
  return { body, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ETag: strongEtag(text), ...headers } };
}

/**
 * A page with this moment's policy. Its ETag covers the policy too: a browser revalidating its copy
 * after a promotion gets the page again with the new policy, not a 304 that keeps the old one.
 */
function withPolicy(file: StaticFile, policy: string): StaticFile {
  const headers: Record<string, string> = { ...file.headers, 'Content-Security-Policy': policy };
  if (file.headers.ETag) headers.ETag = strongEtag(`${file.headers.ETag} ${policy}`);
  return { body: file.body, headers };
}

const isPage = (file: StaticFile) => (file.headers['Content-Type'] ?? '').startsWith('text/html');

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
  const noCacheCors = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
  const serve = async (c: Context, file: StaticFile) =>
    answer(c, isPage(file) ? withPolicy(file, formatContentSecurityPolicy(shellContentSecurityPolicy(await options.registry.loadableEntries(), dev))) : file);

  // Everything but /api (whose routes answer before this and whose 404 keeps the API's headers).
  app.use('*', (c, next) => (isApiPath(c.req.path) ? next() : headers(c, next)));
  const overridesDocument = jsonDocument(dev, {});
  // The answer depends on the account (canary buckets): caches must key it by the cookie.
  app.get('/remotes.json', async (c) => answer(c, jsonDocument(await options.registry.entriesFor(c), { ...noCacheCors, Vary: 'Cookie' })));
  app.get('/remote-overrides.json', (c) => answer(c, overridesDocument));

  for (const { dir } of Object.values(REMOTE_CONTRACT)) {
    const dist = path.join(options.root, `mf-${dir}`, 'dist');
    app.get(`/remotes/${dir}/*`, async (c) => {
      const file = await readStaticFile(dist, c.req.path.slice(`/remotes/${dir}`.length), true, c.req.header('accept-encoding'));
      return file ? serve(c, file) : c.text('Not Found', 404, { 'Access-Control-Allow-Origin': '*' });
    });
  }

  app.get('*', async (c, next) => {
    const p = c.req.path;
    if (isApiPath(p) || p.startsWith('/remotes/')) return next();
    const file = await readStaticFile(shellDist, p, false, c.req.header('accept-encoding'));
    if (file) return serve(c, file);
    // SPA fallback: deep links (/dashboard/calendar) get the shell's index.html.
    if ((c.req.header('accept') ?? '').includes('text/html')) {
      const index = await readStaticFile(shellDist, '/index.html', false, c.req.header('accept-encoding'));
      if (index) return serve(c, index);
    }
    return next();
  });
}

function isApiPath(p: string): boolean {
  return p === '/api' || p.startsWith('/api/');
}
