import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createApp } from './app';
import { createBuiltInEngine } from './assistant/built-in';
import { createTestDatabase } from '../test/support/test-database';
import { createTestContext, get, jsonHeaders, tableCounts } from '../test/helpers';

describe('request guards and error shape', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const t = await createTestContext();
    const res = await get(t.app, '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses a mutation that is not JSON with 415 (a cross-site form post), writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await t.app.request(apiPaths.priorities(1), {
      method: 'POST',
      headers: { Cookie: t.demoCookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'task=x&urgency=high',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('answers malformed JSON with 400', async () => {
    const t = await createTestContext();
    const res = await t.app.request(apiPaths.priorities(1), { method: 'POST', headers: jsonHeaders(t.demoCookie), body: '{"task":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_json' } });
  });

  it('refuses a JSON body over the limit with 413', async () => {
    const t = await createTestContext();
    const res = await t.app.request(apiPaths.priorities(1), {
      method: 'POST',
      headers: jsonHeaders(t.demoCookie),
      body: JSON.stringify({ task: 'x', urgency: 'low', description: 'a'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('answers an unexpected failure with a generic 500 and no stack trace', async () => {
    const db = await createTestDatabase();
    const engine = {
      ...createBuiltInEngine(),
      goalAlignment: async () => {
        throw new Error('secret internals at /srv/x.ts:12');
      },
    };
    const app = createApp({ db, engine });
    // A session straight in the database: the failure under test is the engine's, not auth's.
    const { createRepositories } = await import('./db/repositories');
    const { ensureDemoAccount } = await import('./auth/accounts');
    const { hashToken } = await import('./auth/session-cookie');
    const repos = createRepositories(db);
    await ensureDemoAccount(repos, { now: () => new Date() }, { N: 1024, r: 8, p: 1 });
    await repos.sessions.create(hashToken('token'), 1, false, Date.now(), Date.now() + 60_000);
    const spy = console.error;
    console.error = () => undefined;
    try {
      const res = await app.request(apiPaths.dailyBrief(1), { headers: { Cookie: 'provana_session=token' } });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } });
      expect(text).not.toMatch(/secret|srv|at /);
    } finally {
      console.error = spy;
    }
  });

  it('serves a bare health route', async () => {
    const t = await createTestContext();
    expect(await (await get(t.app, '/api/health')).json()).toEqual({ ok: true });
  });
});
