// The API reference page's script, served from this server (never a CDN): @scalar/api-reference's
// single-file browser build, read from node_modules once and kept compressed in memory.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

let loading: Promise<Encoded> | undefined;

async function load(): Promise<Encoded> {
  // The package exports its Node entry only; its browser build sits beside it (dist/browser).
  const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
  const identity = await readFile(path.join(path.dirname(entry), 'browser', 'standalone.js'));
  // A middle brotli quality: ~5 MB compresses in well under a second, and the page loads it once.
  const br = brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return { identity, br, gzip: gzipSync(identity), etag: `"${identity.length.toString(36)}-${br.length.toString(36)}"` };
}

export async function referenceScript(c: Context): Promise<Response> {
  loading ??= load();
  const file = await loading;
  const headers: Record<string, string> = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'public, max-age=3600',
    ETag: file.etag,
    Vary: 'Accept-Encoding',
  };
  if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
  const accepted = c.req.header('accept-encoding') ?? '';
  if (/\bbr\b/.test(accepted)) return c.body(new Uint8Array(file.br), 200, { ...headers, 'Content-Encoding': 'br' });
  if (/\bgzip\b/.test(accepted)) return c.body(new Uint8Array(file.gzip), 200, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(new Uint8Array(file.identity), 200, headers);
}
