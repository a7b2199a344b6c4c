import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { createTestDatabase } from '../../test/support/test-database';
import { mountFrontend } from '../static/mount-frontend';

// The app as server.ts builds it: the API plus the front-end, over a fresh database.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-headers-'));
fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html>shell</html>');
const db = await createTestDatabase();
const app = createApp({ db, engine: createBuiltInEngine() });
mountFrontend(app, { root, remoteOverrides: {} });
afterAll(() => {
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
});
