import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTE_CONTRACT } from '@provana/contracts/remotes';
import { mountFrontend } from './mount-frontend';
import { fixedRegistry } from '../../test/support/fixed-registry';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-static-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('shell/dist/index.html', '<html>shell</html>');
write('shell/dist/main.1a2b3c4d5e.js', 'console.log(1)');
write('mf-brief/dist/mf-manifest.json', '{}');
write('mf-brief/dist/remoteEntry.js', 'var x');
write('secret.txt', 'nope');

/** What the registry holds on a fresh start: every remote's bundled build. */
const BUNDLED: Record<string, string> = Object.fromEntries(Object.entries(REMOTE_CONTRACT).map(([name, { dir }]) => [name, `/remotes/${dir}/remoteEntry.js`]));
const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
mountFrontend(app, { root, registry: fixedRegistry({ ...BUNDLED, mf_brief: 'http://localhost:3001/remoteEntry.js' }) });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('front-end serving', () => {
  it("serves the registry source's answer as /remotes.json, revalidated and keyed by the cookie", async () => {
    const res = await app.request('/remotes.json');
    const body = (await res.json()) as Record<string, string>;
    expect(body.mf_brief).toBe('http://localhost:3001/remoteEntry.js');
    expect(body.mf_voice).toBe('/remotes/voice/remoteEntry.js');
    expect(Object.keys(body)).toHaveLength(7);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Cookie');
    const again = await app.request('/remotes.json', { headers: { 'If-None-Match': res.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('serves remote files with CORS and no-cache entry files', async () => {
    const res = await app.request('/remotes/brief/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await app.request('/remotes/brief/remoteEntry.js')).headers.get('content-type')).toMatch(/javascript/);
  });

  it('caches hashed shell files for a year and falls back to index.html for HTML navigations', async () => {
    const js = await app.request('/main.1a2b3c4d5e.js');
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    const deep = await app.request('/dashboard/calendar', { headers: { Accept: 'text/html' } });
    expect(await deep.text()).toBe('<html>shell</html>');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/dashboard/calendar', { headers: { Accept: 'application/json' } })).status).toBe(404);
  });

  it('never serves outside the dist folders and leaves /api alone', async () => {
    expect((await app.request('/%2e%2e/%2e%2e/secret.txt')).status).not.toBe(200);
    expect(await (await app.request('/..%2f..%2fsecret.txt', { headers: { Accept: 'text/html' } })).text()).not.toBe('nope');
    expect(await (await app.request('/api/health')).json()).toEqual({ ok: true });
    expect((await app.request('/api/missing', { headers: { Accept: 'text/html' } })).status).toBe(404);
  });
});

describe('what the shell may load code from', () => {
  const cspOf = async (target: Hono, url = '/dashboard/daily-brief') =>
    (await target.request(url, { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it("repeats the page's own policy on a 304, so a revalidated page keeps its remote origins", async () => {
    const first = await app.request('/dashboard/daily-brief', { headers: { Accept: 'text/html' } });
    const again = await app.request('/dashboard/daily-brief', { headers: { Accept: 'text/html', 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(directive(again.headers.get('content-security-policy') ?? '', 'script-src')).toContain('http://localhost:3001');
  });

  it("allows scripts from the shell's origin and the registry's origins only, and no loopback in production", async () => {
    const csp = await cspOf(app);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' http://localhost:3001");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: http://localhost:3001");
    // The runtime loads remoteEntry.js as a script: nothing is fetched from a remote's origin.
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(csp).not.toContain('unsafe-');
    const prod = new Hono();
    mountFrontend(prod, { root, registry: fixedRegistry({}) });
    expect(directive(await cspOf(prod), 'script-src')).toBe("script-src 'self'");
    expect(await (await prod.request('/remote-overrides.json')).json()).toEqual({ enabled: false, origins: [] });
  });

  it('adds loopback and the operator-listed origins while development overrides are on', async () => {
    const dev = new Hono();
    mountFrontend(dev, { root, registry: fixedRegistry({}), devOverrides: { enabled: true, origins: ['http://devbox.lan:3001'] } });
    const csp = await cspOf(dev, '/');
    const scripts = directive(csp, 'script-src');
    for (const source of ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'http://devbox.lan:3001']) expect(scripts).toContain(source);
    expect(directive(csp, 'connect-src')).toContain('ws://localhost:*');
    // Chromium refuses IPv6 literals as CSP sources (and would log an error for each).
    expect(csp).not.toContain('[::1]');
    expect(directive(csp, 'connect-src')).toContain('ws://devbox.lan:3001');
    expect(csp).not.toContain('unsafe-');
    expect(await (await dev.request('/remote-overrides.json')).json()).toEqual({ enabled: true, origins: ['http://devbox.lan:3001'] });
  });

  it('lets other origins load remote files (CORP cross-origin) and keeps nosniff on them', async () => {
    const res = await app.request('/remotes/brief/remoteEntry.js');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await app.request('/main.1a2b3c4d5e.js')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
