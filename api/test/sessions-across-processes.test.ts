// Several API processes over one database (two app instances, each with its own connections: a SQLite
// file, or one PostgreSQL database with two pools): nothing that they must agree on is remembered in a
// process. Sessions, sign-outs, token revokes, the lock-out count, rate-limit windows and every write are shared at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createApp } from '../src/app';
import { createBuiltInEngine } from '../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import { BROWSER_SESSION_MS } from '../src/auth/session-cookie';
import { createRepositories } from '../src/db/repositories';
import { manualClock, type ManualClock } from '../src/lib/clock';
import { FIXED_NOW, TEST_SCRYPT, get, jsonHeaders, login, send, signUp } from './helpers';
import { createSharedTestDatabase } from './support/test-database';
import { createToken, withToken } from './support/api-tokens';

type App = ReturnType<typeof createApp>;

describe('API processes sharing one database', () => {
  let clockA: ManualClock;
  let clockB: ManualClock;
  let appA: App;
  let appB: App;

  beforeAll(async () => {
    const shared = await createSharedTestDatabase();
    const first = await shared.open();
    const second = await shared.open();
    clockA = manualClock(FIXED_NOW);
    clockB = manualClock(FIXED_NOW);
    await ensureDemoAccount(createRepositories(first), clockA, TEST_SCRYPT);
    // Behind a proxy, so each test can speak for its own client address.
    const limits = { signIn: { limit: 10, windowMs: 60_000 }, signUp: { limit: 1000, windowMs: 3_600_000 } };
    appA = createApp({ db: first, clock: clockA, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, trustProxy: true, authRateLimits: limits });
    appB = createApp({ db: second, clock: clockB, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, trustProxy: true, authRateLimits: limits });
  });

  it('accepts a session created through one process in the other', async () => {
    const cookie = await login(appA, DEMO_EMAIL, DEMO_PASSWORD);
    const me = await get(appB, apiPaths.me, cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email: DEMO_EMAIL, executiveId: 1 } });
  });

  it('a sign-out through one process ends the session in both', async () => {
    const cookie = await login(appA, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await get(appB, apiPaths.priorities(1), cookie)).status).toBe(200);
    expect((await send(appA, 'POST', apiPaths.logout, {}, cookie)).status).toBe(200);
    expect((await get(appB, apiPaths.priorities(1), cookie)).status).toBe(401);
    expect((await get(appA, apiPaths.me, cookie)).status).toBe(401);
  });

  it('an expired session is refused by every process, whoever created it', async () => {
    const cookie = await login(appB, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await get(appA, apiPaths.dailyBrief(1), cookie)).status).toBe(200);
    clockA.set(new Date(FIXED_NOW.getTime() + BROWSER_SESSION_MS + 1000));
    expect((await get(appA, apiPaths.dailyBrief(1), cookie)).status).toBe(401);
    clockA.set(FIXED_NOW);
  });

  it('reads a write made through one process through the other at once', async () => {
    const cookie = await login(appA, DEMO_EMAIL, DEMO_PASSWORD);
    const created = await send(
      appA,
      'POST',
      apiPaths.priorities(1),
      { task: 'Shared between processes', description: '', urgency: 'high', dueDate: null },
      cookie,
    );
    expect(created.status).toBe(201);
    const list = (await (await get(appB, apiPaths.priorities(1), cookie)).json()) as { task: string }[];
    expect(list.map((p) => p.task)).toContain('Shared between processes');
  });

  it('locks an account after 5 of 20 concurrent wrong guesses split across both processes', async () => {
    const email = 'guessed@example.com';
    await signUp(appA, email, 'the-right-password');
    // Each guess from its own address: the per-address limit is not what stops them.
    const guesses = Array.from({ length: 20 }, (_, i) =>
      (i % 2 === 0 ? appA : appB).request(apiPaths.login, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'X-Forwarded-For': `10.0.0.${i + 1}` },
        body: JSON.stringify({ email, password: `wrong-${i}` }),
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 423)).toHaveLength(20);
    // Locked in both, even with the right password.
    for (const app of [appA, appB]) {
      const res = await app.request(apiPaths.login, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'X-Forwarded-For': '10.0.1.1' },
        body: JSON.stringify({ email, password: 'the-right-password' }),
      });
      expect(res.status).toBe(423);
    }
  });

  it('counts sign-in attempts from one address in one window, whichever process they reach', async () => {
    const attempt = (app: App) =>
      app.request(apiPaths.login, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'X-Forwarded-For': '192.0.2.77' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-it-is' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(i % 2 === 0 ? appA : appB)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('a token revoked through one process is refused by the other at once', async () => {
    const cookie = await login(appA, DEMO_EMAIL, DEMO_PASSWORD);
    const { token, apiToken } = await createToken(appA, cookie, { name: 'Across', scopes: ['read'] });
    expect((await appB.request(apiPaths.priorities(1), withToken(token))).status).toBe(200);
    expect((await appA.request(apiPaths.apiToken(apiToken.id), { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(204);
    expect((await appB.request(apiPaths.priorities(1), withToken(token))).status).toBe(401);
  });
});
