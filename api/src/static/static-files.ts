import fs from 'node:fs/promises';
import path from 'node:path';
import { cacheControlFor, contentTypeFor } from './mime';

export interface StaticFile {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * Reads `urlPath` under `root`, or null when absent. Refuses anything that would escape the root
 * (.., encoded separators, NUL) instead of normalising it into something else.
 */
export async function readStaticFile(root: string, urlPath: string, cors: boolean): Promise<StaticFile | null> {
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
  try {
    const stat = await fs.stat(full);
    if (!stat.isFile()) return null;
    const body = new Uint8Array(await fs.readFile(full));
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(full),
      'Cache-Control': cacheControlFor(full),
      'Content-Length': String(body.length),
      'X-Content-Type-Options': 'nosniff',
    };
    // A remote's files are loaded by shells on other origins: <script> loads are no-cors, so CORP too.
    if (cors) Object.assign(headers, { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    return { body, headers };
  } catch {
    return null;
  }
}
