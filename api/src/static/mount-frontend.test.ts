import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountFrontend } from './mount-frontend';

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

const app = new Hono();
app.get('/api/health', (c) => c.json({ ok: true }));
mountFrontend(app, { root, remoteOverrides: { mf_brief: 'http://localhost:3001/mf-manifest.json' } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('front-end serving', () => {
  it('serves the remote registry with env overrides merged over the defaults', async () => {
    const body = (await (await app.request('/remotes.json')).json()) as Record<string, string>;
    expect(body.mf_brief).toBe('http://localhost:3001/mf-manifest.json');
    expect(body.mf_voice).toBe('/remotes/voice/mf-manifest.json');
    expect(Object.keys(body)).toHaveLength(6);
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
