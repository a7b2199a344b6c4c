import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { cookieFrom, createTestContext, get, jsonHeaders, send, tableCounts } from '../../../test/helpers';
import { LOCK_MS } from './sign-in';

const loginBody = (password: string, rememberMe = false) => ({ email: DEMO_EMAIL, password, rememberMe });

describe('sign-up', () => {
  it('creates an account with its own seeded executive and a browser-session cookie', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'Jane.Doe@Example.com', password: 'longenough' });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { executiveId: number; name: string; role: string; email: string } };
    expect(user).toMatchObject({ name: 'jane.doe', role: 'tester', email: 'jane.doe@example.com' });
    expect(user.executiveId).not.toBe(1);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Max-Age|Expires/);
    const brief = await get(t.app, apiPaths.dailyBrief(user.executiveId), cookieFrom(res));
    expect(brief.status).toBe(200);
    const body = (await brief.json()) as { priorities: unknown[]; meetings: unknown[] };
    expect(body.priorities.length).toBeGreaterThan(5);
    expect(body.meetings.length).toBeGreaterThan(0);
  });

  it('sets a 30-day cookie with Remember me, and Secure when configured for HTTPS', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'r@example.com', password: 'longenough', rememberMe: true });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
    const https = await createTestContext({ secureCookies: true });
    const secure = await send(https.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD));
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('rejects a password shorter than 8 characters naming the field, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'a@b.c', password: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'validation_error', field: 'password' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('rejects an email without @', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'nope', password: 'longenough' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'email' } });
  });

  it('answers 409 for an email already registered (any case), writing nothing but the attempt counter', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.signup, { email: 'DEMO@provana.app', password: 'longenough' });
    expect(res.status).toBe(409);
    // The per-address sign-up counter records the attempt (see auth-rate-limit.test.ts); nothing else is written.
    expect(await tableCounts(t.db)).toEqual({ ...before, rate_limits: (before.rate_limits ?? 0) + 1 });
  });
});

describe('login, me and logout', () => {
  it('logs in the demo account and reports it on /me', async () => {
    const t = await createTestContext();
    const res = await get(t.app, apiPaths.me, t.demoCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      user: {
        id: 1,
        email: DEMO_EMAIL,
        name: 'demo',
        role: 'tester',
        executiveId: 1,
        timeZone: 'UTC',
        twoFactorEnabled: false,
        emailVerified: true,
        verificationRequired: false,
      },
    });
  });

  it('answers /me with a JSON 401 without a session', async () => {
    const t = await createTestContext();
    const res = await get(t.app, apiPaths.me);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
  });

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    const t = await createTestContext();
    const unknown = await send(t.app, 'POST', apiPaths.login, { email: 'ghost@example.com', password: 'whatever1' });
    const wrong = await send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'));
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const t = await createTestContext();
    const res = await t.app.request(apiPaths.logout, { method: 'POST', headers: jsonHeaders(t.demoCookie), body: '{}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(401);
  });

  it('rejects a logout that is not JSON (a cross-site form cannot sign the user out)', async () => {
    const t = await createTestContext();
    const res = await t.app.request(apiPaths.logout, { method: 'POST', headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(415);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(200);
  });

  it('expires an unused browser-session login on the server after 12 hours', async () => {
    const t = await createTestContext();
    t.clock.advanceMs(12 * 60 * 60 * 1000);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(401);
  });

  it('keeps an unused Remember-me session for 30 days (each use moves it on: auth-sessions.test.ts)', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD, true));
    const cookie = cookieFrom(res);
    t.clock.advanceMs(30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await t.rows('SELECT 1 FROM sessions WHERE persistent = 1 AND expires_at > ?', t.clock.now().getTime())).length).toBe(1);
    t.clock.advanceMs(1000);
    expect((await get(t.app, apiPaths.me, cookie)).status).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const t = await createTestContext();
    const token = t.demoCookie.split('=')[1] ?? '';
    const rows = await t.rows<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.some((r) => r.id_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id_hash))).toBe(true);
  });
});

describe('lock-out', () => {
  it('locks the account after 5 failed attempts, even for the right password, until the lock expires', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 4; i++) expect((await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'))).status).toBe(401);
    const fifth = await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'));
    expect(fifth.status).toBe(423);
    const locked = await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD));
    expect(locked.status).toBe(423);
    const body = (await locked.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/locked.*Try again in 15 minutes/);
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));

    t.clock.advanceMs(LOCK_MS - 1000);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(423);
    t.clock.advanceMs(1000);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(200);
  });

  it('resets the counter after the lock expires (one more failure does not re-lock)', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 5; i++) await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'));
    t.clock.advanceMs(LOCK_MS);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'))).status).toBe(401);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(200);
  });

  it('resets the counter on a successful login', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 4; i++) await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'));
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await send(t.app, 'POST', apiPaths.login, loginBody('bad-password'))).status).toBe(401);
  });
});
