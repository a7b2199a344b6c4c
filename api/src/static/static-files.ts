// Reads a built file for a request: the precompressed variant the client accepts (.br, then .gz,
// written at build time by scripts/compress-dist.mjs), with its headers; a strong ETag on the files
// that are revalidated on every use (index.html, remoteEntry.js, manifests), so a reload gets 304s.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './mime';

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (q > 0), by name. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) <= 0)) accepted.add(name);
  }
  return accepted;
}

/** A strong validator of exactly these bytes (each encoding is its own representation). */
export const strongEtag = (bytes: Uint8Array | string) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 32)}"`;

/** Whether If-None-Match names the current representation (then the answer is 304). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

async function readIfFile(file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? new Uint8Array(await fs.readFile(file)) : null;
  } catch {
    return null;
  }
}

/**
 * Reads `urlPath` under `root`, or null when absent. Refuses anything that would escape the root
 * (.., encoded separators, NUL) instead of normalising it into something else.
 */
export async function readStaticFile(root: string, urlPath: string, cors: boolean, acceptEncoding?: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded.replace(/^\/+/, '') || 'index.html';
  const full = path.resolve(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  const original = await readIfFile(full);
  if (!original) return null;

  const accepted = acceptedEncodings(acceptEncoding);
  let body = original;
  let encoding: string | null = null;
  let hasVariants = false;
  for (const variant of VARIANTS) {
    const compressed = await readIfFile(full + variant.suffix);
    if (!compressed) continue;
    hasVariants = true;
    if (encoding === null && accepted.has(variant.encoding)) {
      body = compressed;
      encoding = variant.encoding;
    }
  }
  const cacheControl = cacheControlFor(full);
  const headers: Record<string, string> = {
    'Content-Type': contentTypeFor(full),
    'Cache-Control': cacheControl,
    'Content-Length': String(body.length),
    'X-Content-Type-Options': 'nosniff',
  };
  if (hasVariants) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  // Revalidated files answer If-None-Match; immutable (hashed) ones are never asked about.
  if (cacheControl === 'no-cache') headers.ETag = strongEtag(body);
  // A remote's files are loaded by shells on other origins: <script> loads are no-cors, so CORP too.
  if (cors) Object.assign(headers, { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
  return { body, headers };
}
