// The sessions list: every browser signed in to the account, by a public id (never the cookie),
// with its device, last use and "current"; ending one or all others; last use written at most once a
// minute; Remember me kept 30 days after the last use, a browser session 12 idle hours.
import { describe, expect, it } from 'vitest';
import { apiPaths, type AccountSessionsResponse } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { cookieFrom, createTestContext, get, jsonHeaders, login, send, signUp, type TestContext } from '../../../test/helpers';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

async function signInWith(t: TestContext, userAgent: string, rememberMe = false, forwardedFor?: string) {
  const res = await t.app.request(apiPaths.login, {
    method: 'POST',
    headers: { ...jsonHeaders(), 'User-Agent': userAgent, ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe }),
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

async function list(t: TestContext, cookie: string) {
  const res = await get(t.app, apiPaths.sessions, cookie);
  expect(res.status).toBe(200);
  return ((await res.json()) as AccountSessionsResponse).sessions;
}

describe('the sessions list', () => {
  it('shows each session by a public id, with its device, address and which one is this browser', async () => {
    const t = await createTestContext({ trustProxy: true });
    const firefox = await signInWith(t, FIREFOX, true, '203.0.113.9');
    t.clock.advanceMs(5 * MINUTE);
    await signInWith(t, SAFARI_IPHONE);
    const sessions = await list(t, firefox);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, device: 'Firefox on Windows', clientAddress: '203.0.113.9', persistent: true });
    expect(sessions[1]).toMatchObject({ current: false, device: 'Safari on iOS', persistent: false });
    expect(sessions[2]).toMatchObject({ current: false, device: 'Unknown device', clientAddress: null });
    const text = JSON.stringify(sessions);
    const hashes = await t.rows<{ id_hash: string }>('SELECT id_hash FROM sessions');
    for (const secret of [firefox.split('=')[1] ?? '', ...hashes.map((h) => h.id_hash)]) expect(text).not.toContain(secret);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3);
  });

  it('lists only the account’s own sessions and answers 401 without one', async () => {
    const t = await createTestContext();
    const { cookie } = await signUp(t.app, 'someone@example.com');
    expect(await list(t, cookie)).toHaveLength(1);
    expect((await get(t.app, apiPaths.sessions)).status).toBe(401);
    expect((await send(t.app, 'POST', apiPaths.endOtherSessions, {})).status).toBe(401);
    expect((await t.app.request(apiPaths.session('abc'), { method: 'DELETE' })).status).toBe(401);
  });

  it('ends one session by its id; another account’s id is not found', async () => {
    const t = await createTestContext();
    const phone = await signInWith(t, SAFARI_IPHONE);
    const phoneId = (await list(t, phone)).find((s) => s.current)?.id ?? '';
    const stranger = await signUp(t.app, 'stranger@example.com');
    const refused = await t.app.request(apiPaths.session(phoneId), { method: 'DELETE', headers: { Cookie: stranger.cookie } });
    expect(refused.status).toBe(404);
    expect((await get(t.app, apiPaths.me, phone)).status).toBe(200);

    const ended = await t.app.request(apiPaths.session(phoneId), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(ended.status).toBe(200);
    expect((await get(t.app, apiPaths.me, phone)).status).toBe(401);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(200);
    expect((await t.app.request(apiPaths.session(phoneId), { method: 'DELETE', headers: { Cookie: t.demoCookie } })).status).toBe(404);
  });

  it('ending this browser’s own session signs it out and clears the cookie', async () => {
    const t = await createTestContext();
    const ownId = (await list(t, t.demoCookie)).find((s) => s.current)?.id ?? '';
    const res = await t.app.request(apiPaths.session(ownId), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(401);
  });

  it('signs out of all other sessions, keeping this one', async () => {
    const t = await createTestContext();
    const others = [await signInWith(t, FIREFOX), await signInWith(t, SAFARI_IPHONE, true)];
    const res = await send(t.app, 'POST', apiPaths.endOtherSessions, {}, t.demoCookie);
    expect(await res.json()).toEqual({ ended: 2 });
    for (const cookie of others) expect((await get(t.app, apiPaths.me, cookie)).status).toBe(401);
    expect(await list(t, t.demoCookie)).toHaveLength(1);
  });
});

describe('last use and expiry', () => {
  const lastSeen = async (t: TestContext) => (await t.rows<{ last_seen_at: number }>('SELECT last_seen_at FROM sessions'))[0]?.last_seen_at;

  it('writes the last use at most once a minute', async () => {
    const t = await createTestContext();
    const start = t.clock.now().getTime();
    expect(Number(await lastSeen(t))).toBe(start);
    t.clock.advanceMs(59_000);
    await get(t.app, apiPaths.me, t.demoCookie);
    expect(Number(await lastSeen(t))).toBe(start);
    t.clock.advanceMs(1_000);
    await get(t.app, apiPaths.me, t.demoCookie);
    expect(Number(await lastSeen(t))).toBe(start + MINUTE);
    expect((await list(t, t.demoCookie))[0]?.lastSeenAt).toBe(new Date(start + MINUTE).toISOString());
  });

  it('keeps a browser session while it is used, and ends it after 12 idle hours', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 3; i++) {
      t.clock.advanceMs(11 * HOUR);
      expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(200);
    }
    t.clock.advanceMs(12 * HOUR);
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(401);
  });

  it('keeps a Remember-me session 30 days after its last use, sending the cookie again', async () => {
    const t = await createTestContext();
    const cookie = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD, true);
    t.clock.advanceMs(29 * DAY);
    const used = await get(t.app, apiPaths.me, cookie);
    expect(used.status).toBe(200);
    expect(used.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    t.clock.advanceMs(29 * DAY);
    expect((await get(t.app, apiPaths.me, cookie)).status).toBe(200);
    t.clock.advanceMs(30 * DAY);
    expect((await get(t.app, apiPaths.me, cookie)).status).toBe(401);
  });
});
