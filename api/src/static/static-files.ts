// Built files, served by @hono/node-server's serveStatic: the precompressed variant the client accepts
// (.br, .gz, written at build time by scripts/compress-dist.mjs), HEAD and ranges. What is the
// product's own: the caching policy (cache-control.ts: hashed names are immutable, entry files revalidated),
// CORS for files other origins load, and a strong ETag (hono/etag) on the revalidated files, so a
// reload gets 304s. A page's ETag also covers its Content-Security-Policy: after a promotion a
// revalidating browser gets the page with the new policy, not a 304.
import fs from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { cacheControlFor, REVALIDATE } from './cache-control';

/** What a 304 repeats beyond the validator and caching: CORS for cross-origin shells and a page's own policy. */
const KEPT_ON_304 = [...RETAINED_304_HEADERS, 'access-control-allow-origin', 'cross-origin-resource-policy', 'content-security-policy'];

/** Files other origins load (a remote's): <script> loads are no-cors, so CORP as well as CORS. */
export const CROSS_ORIGIN_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' } as const;

const PRECOMPRESSED = /\.(br|gz|zst)$/;
const encoder = new TextEncoder();

/** The validator of a revalidated answer: its bytes and, for a page, the policy it carries. */
function etagOf(c: Context): MiddlewareHandler {
  return etag({
    retainedHeaders: KEPT_ON_304,
    generateDigest: (body) => {
      const policy = encoder.encode(c.res.headers.get('content-security-policy') ?? '');
      const both = new Uint8Array(body.byteLength + policy.byteLength);
      both.set(body);
      both.set(policy, body.byteLength);
      return crypto.subtle.digest('SHA-256', both);
    },
  });
}

/** Revalidated answers (by the path asked for) get an ETag; immutable ones are never asked about. */
export const revalidatedByEtag: MiddlewareHandler = (c, next) => (cacheControlFor(c.req.path) === REVALIDATE ? etagOf(c)(c, next) : next());

interface StaticFileOptions {
  /** The dist folder. */
  root: string;
  /** The URL prefix the folder is mounted at (e.g. /remotes/brief); none for the shell. */
  prefix?: string;
  /** Serve this one file whatever the path (the SPA fallback's index.html). */
  file?: string;
  /** Add the cross-origin headers. */
  crossOrigin?: boolean;
}

/** Serves a dist folder's files (after a miss it calls next()); the ETag comes from revalidatedByEtag around it. */
export function staticFiles(options: StaticFileOptions): MiddlewareHandler {
  // The file each request was answered with: its headers are added to the answer serveStatic made.
  const found = new WeakMap<Context, string>();
  // Made on first use: serveStatic warns at creation about a root that does not exist yet (a server
  // started before the apps were built, as the API's own tests do).
  const makeServe = () =>
    serveStatic({
      root: options.root,
      ...(options.file ? { path: options.file } : {}),
      ...(options.prefix ? { rewriteRequestPath: (p: string) => p.slice(options.prefix?.length) } : {}),
      precompressed: true,
      onFound: (file, c) => void found.set(c, file),
    });
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    serve ??= makeServe();
    const res = await serve(c, next);
    const file = found.get(c);
    if (!res || file === undefined) return res;
    found.delete(c);
    res.headers.set('Cache-Control', cacheControlFor(file.replace(PRECOMPRESSED, '')));
    if (options.crossOrigin) for (const [name, value] of Object.entries(CROSS_ORIGIN_HEADERS)) res.headers.set(name, value);
    return res;
  };
}

/** A file of a dist folder by its URL path, or null when absent or outside the folder. */
export async function readDistFile(root: string, urlPath: string): Promise<Uint8Array | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = path.resolve(root, decoded.replace(/^\/+/, ''));
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return new Uint8Array(await fs.readFile(full));
  } catch {
    return null;
  }
}
