import fs from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { createTestDatabase } from '../../test/support/test-database';
import { getRequestListener } from '@hono/node-server';
import { mountFrontend } from '../static/mount-frontend';
import { fixedRegistry } from '../../test/support/fixed-registry';

// The app as server.ts serves it: the API plus the front-end, over a fresh database, behind Hono's
// Node listener, on a loopback port.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-headers-'));
fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html>shell</html>');
const db = await createTestDatabase();
const hono = createApp({ db, engine: createBuiltInEngine() });
mountFrontend(hono, { root, registry: fixedRegistry({}) });
const server = createServer(getRequestListener(hono.fetch));
await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const app = { request: (url: string, init?: RequestInit) => fetch(`${origin}${url}`, init) };
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  fs.rmSync(root, { recursive: true, force: true });
});

const html = { Accept: 'text/html' };

describe('security headers on every response', () => {
  it.each([
    ['an API answer', '/api/health', {}],
    ['an API error (401)', '/api/auth/me', {}],
    ['an unknown API path (404)', '/api/nope', html],
    ['the shell page', '/', html],
    ['a deep link (SPA fallback)', '/dashboard/daily-brief', html],
    ['the remote registry', '/remotes.json', {}],
  ])('%s has nosniff, a referrer policy, no framing', async (_label, url, headers) => {
    const res = await app.request(url, { headers });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('gives API responses a policy that loads nothing', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await app.request(url, { headers: html });
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it("gives the shell's pages the shell's policy: scripts from its own origin only, no plugins", async () => {
    for (const url of ['/', '/dashboard/daily-brief', '/index.html']) {
      const res = await app.request(url, { headers: html });
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('lets a route set its own: remote files are cross-origin', async () => {
    const res = await app.request('/remotes.json');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('request ids', () => {
  it('gives every response a fresh id', async () => {
    const [a, b] = await Promise.all([app.request('/api/health'), app.request('/api/nope')]);
    const ids = [a.headers.get('x-request-id'), b.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("keeps a proxy's plain id and replaces one that is not", async () => {
    expect((await app.request('/api/health', { headers: { 'X-Request-Id': 'lb-7f3a=9' } })).headers.get('x-request-id')).toBe('lb-7f3a=9');
    const odd = (await app.request('/api/health', { headers: { 'X-Request-Id': 'a b<script>' } })).headers.get('x-request-id');
    expect(odd).toMatch(/^[0-9a-f-]{36}$/);
  });
});
