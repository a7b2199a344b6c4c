// Built files go out precompressed by content negotiation, and the revalidated entry files answer 304.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountFrontend } from './mount-frontend';
import { fixedRegistry } from '../../test/support/fixed-registry';

const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-precompressed-'));
const script = 'console.log("the same line, many times");\n'.repeat(200);
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('shell/dist/index.html', `<html><body>${'shell '.repeat(100)}</body></html>`);
write('shell/dist/main.1a2b3c4d5e.js', script);
write('shell/dist/main.1a2b3c4d5e.js.map', JSON.stringify({ mappings: 'A'.repeat(5000) }));
write('mf-brief/dist/remoteEntry.js', script);
// The build step itself, as build-apps.sh runs it.
execFileSync(process.execPath, [path.join(REPO, 'scripts/compress-dist.mjs'), path.join(root, 'shell/dist'), path.join(root, 'mf-brief/dist')]);

const app = new Hono();
mountFrontend(app, { root, registry: fixedRegistry({}) });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('precompressed static files', () => {
  it('writes .br and .gz beside text files at build time, never for source maps', () => {
    expect(fs.existsSync(path.join(root, 'shell/dist/main.1a2b3c4d5e.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'shell/dist/main.1a2b3c4d5e.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'shell/dist/main.1a2b3c4d5e.js.map.br'))).toBe(false);
  });

  it('serves brotli when accepted, gzip when only gzip is, and the plain file otherwise, always varying by Accept-Encoding', async () => {
    const br = await get('/main.1a2b3c4d5e.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/main.1a2b3c4d5e.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const plain = await get('/main.1a2b3c4d5e.js', { 'Accept-Encoding': 'br;q=0, identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    expect(Number(plain.headers.get('content-length'))).toBeGreaterThan(Number(br.headers.get('content-length')) * 5);
  });

  it('gives the revalidated entry files a strong ETag and answers a matching If-None-Match with 304', async () => {
    for (const url of ['/', '/index.html', '/remotes/brief/remoteEntry.js', '/remotes.json']) {
      const first = await get(url, { 'Accept-Encoding': 'br', Accept: 'text/html' });
      expect(first.status, url).toBe(200);
      const etag = first.headers.get('etag') ?? '';
      expect(etag, url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await get(url, { 'Accept-Encoding': 'br', Accept: 'text/html', 'If-None-Match': etag });
      expect(again.status, url).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      // Another representation (gzip) has another tag: the brotli one's tag does not validate it.
      if (first.headers.get('content-encoding') === 'br') {
        expect((await get(url, { 'Accept-Encoding': 'gzip', Accept: 'text/html', 'If-None-Match': etag })).status).toBe(200);
      }
    }
    const remote304 = await get('/remotes/brief/remoteEntry.js', { 'If-None-Match': (await get('/remotes/brief/remoteEntry.js')).headers.get('etag') ?? '' });
    expect(remote304.headers.get('access-control-allow-origin')).toBe('*');
  });
});
