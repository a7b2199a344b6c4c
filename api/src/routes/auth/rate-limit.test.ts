// Per-address limits on sign-in and sign-up: counted in the database before any scrypt work or
// workspace seeding; 429 with Retry-After in the API's one error shape.
import { describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../auth/accounts';
import { HOUR_MS, MINUTE_MS } from '../../auth/rate-limit';
import { createRepositories } from '../../db/repositories';
import { createSharedTestDatabase } from '../../../test/support/test-database';
import { manualClock } from '../../lib/clock';
import { FIXED_NOW, TEST_SCRYPT, createTestContext, jsonHeaders, tableCounts } from '../../../test/helpers';
import type * as Passwords from '../../auth/passwords';

// Pass-through, counted: a refused attempt must not reach scrypt.
const scryptCalls = vi.hoisted(() => ({ verify: 0, hash: 0 }));
vi.mock('../../auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (...args: Parameters<typeof real.verifyPassword>) => {
      scryptCalls.verify += 1;
      return real.verifyPassword(...args);
    },
    hashPassword: (...args: Parameters<typeof real.hashPassword>) => {
      scryptCalls.hash += 1;
      return real.hashPassword(...args);
    },
  };
});

type App = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

const signIn = (app: App, from: string | null, password = 'wrong-password', email = DEMO_EMAIL) =>
  app.request(apiPaths.login, {
    method: 'POST',
    headers: { ...jsonHeaders(), ...(from ? { 'X-Forwarded-For': from } : {}) },
    body: JSON.stringify({ email, password }),
  });
const signUp = (app: App, from: string | null, email: string) =>
  app.request(apiPaths.signup, {
    method: 'POST',
    headers: { ...jsonHeaders(), ...(from ? { 'X-Forwarded-For': from } : {}) },
    body: JSON.stringify({ email, password: 'longenough' }),
  });

describe('sign-in rate limit (10 per minute per address)', () => {
  it('refuses the 11th sign-in from one address in a minute with 429 and Retry-After, without scrypt work or a counted failure', async () => {
    const t = await createTestContext({ trustProxy: true });
    const from = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await signIn(t.app, from, 'wrong-password', `ghost${i}@example.com`)).status).toBe(401);
    t.clock.advanceMs(20_000);

    const verifiesBefore = scryptCalls.verify;
    const refused = await signIn(t.app, from, 'wrong-password');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('40');
    const body: unknown = await refused.json();
    expect(body).toEqual({ error: { code: 'rate_limited', message: 'Too many sign-in attempts from this address. Try again in 40 seconds.' } });
    expect(scryptCalls.verify).toBe(verifiesBefore);
    expect((await t.repos.users.findByEmail(DEMO_EMAIL))?.failed_login_count).toBe(0);
    // Even the right password waits: the limit is per address, before any check.
    expect((await signIn(t.app, from, DEMO_PASSWORD)).status).toBe(429);

    // Another address is unaffected.
    expect((await signIn(t.app, '198.51.100.2', DEMO_PASSWORD)).status).toBe(200);

    // The window ends a minute after its first attempt.
    t.clock.advanceMs(40_000 - 1);
    expect((await signIn(t.app, from, DEMO_PASSWORD)).status).toBe(429);
    t.clock.advanceMs(1);
    expect((await signIn(t.app, from, DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts unknown emails and wrong passwords alike, so accounts cannot be probed at speed', async () => {
    const t = await createTestContext({ trustProxy: true });
    for (let i = 0; i < 5; i++) await signIn(t.app, '203.0.113.8', 'wrong-password', `probe${i}@example.com`);
    for (let i = 0; i < 4; i++) await signIn(t.app, '203.0.113.8', 'wrong-password');
    expect((await signIn(t.app, '203.0.113.8', 'wrong-password', 'probe9@example.com')).status).toBe(401);
    expect((await signIn(t.app, '203.0.113.8', 'wrong-password', 'probe10@example.com')).status).toBe(429);
  });

  it('does not count a malformed request (400): it costs nothing', async () => {
    const t = await createTestContext({ trustProxy: true });
    for (let i = 0; i < 15; i++) {
      const res = await t.app.request(apiPaths.login, {
        method: 'POST',
        headers: { ...jsonHeaders(), 'X-Forwarded-For': '203.0.113.9' },
        body: '{"email":"nope"}',
      });
      expect(res.status).toBe(400);
    }
    expect((await signIn(t.app, '203.0.113.9', DEMO_PASSWORD)).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless the proxy switch is on: a client cannot pick a fresh address per request', async () => {
    const t = await createTestContext();
    // createTestContext signed in once already (no socket in app.request: the 'unknown' address).
    for (let i = 0; i < 9; i++) expect((await signIn(t.app, `192.0.2.${i}`)).status).not.toBe(429);
    const refused = await signIn(t.app, '192.0.2.200');
    expect(refused.status).toBe(429);
  });

  it('takes limits from AppDeps: a raised limit lets more attempts through', async () => {
    const t = await createTestContext({ authRateLimits: { signIn: { limit: 30, windowMs: MINUTE_MS } } });
    for (let i = 0; i < 29; i++) expect((await signIn(t.app, null, 'wrong-password', `ghost${i}@example.com`)).status).toBe(401);
    expect((await signIn(t.app, null, 'wrong-password', 'ghost@example.com')).status).toBe(429);
  });
});

describe('sign-up rate limit (5 per hour per address)', () => {
  it('refuses the 6th sign-up from one address in an hour with 429, hashing and writing nothing, until the hour ends', async () => {
    const t = await createTestContext({ trustProxy: true });
    const from = '203.0.113.20';
    for (let i = 0; i < 5; i++) expect((await signUp(t.app, from, `new${i}@example.com`)).status).toBe(201);
    t.clock.advanceMs(10 * MINUTE_MS);

    // Every table but the counters themselves (ended windows are pruned along the way).
    const rows = async () => ({ ...(await tableCounts(t.db)), rate_limits: 0 });
    const before = await rows();
    const hashesBefore = scryptCalls.hash;
    const refused = await signUp(t.app, from, 'sixth@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String((HOUR_MS - 10 * MINUTE_MS) / 1000));
    expect(await refused.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many sign-ups from this address. Try again in 50 minutes.' } });
    expect(scryptCalls.hash).toBe(hashesBefore);
    expect(await rows()).toEqual(before);
    expect(await t.repos.users.findByEmail('sixth@example.com')).toBeUndefined();

    expect((await signUp(t.app, '198.51.100.20', 'elsewhere@example.com')).status).toBe(201);
    t.clock.advanceMs(50 * MINUTE_MS);
    expect((await signUp(t.app, from, 'sixth@example.com')).status).toBe(201);
  });

  it('counts a sign-up for an existing email (409) too, so existing accounts cannot be listed at speed', async () => {
    const t = await createTestContext({ trustProxy: true });
    for (let i = 0; i < 5; i++) expect((await signUp(t.app, '203.0.113.21', DEMO_EMAIL)).status).toBe(409);
    expect((await signUp(t.app, '203.0.113.21', DEMO_EMAIL)).status).toBe(429);
  });
});

describe('counters shared by every process over one database', () => {
  it('two app instances over one database count the same attempts', async () => {
    const shared = await createSharedTestDatabase();
    const clock = manualClock(FIXED_NOW);
    const first = await shared.open();
    await ensureDemoAccount(createRepositories(first), clock, TEST_SCRYPT);
    const second = await shared.open();
    {
      const deps = { engine: createBuiltInEngine(), clock, scrypt: TEST_SCRYPT, trustProxy: true };
      const a = createApp({ db: first, ...deps });
      const b = createApp({ db: second, ...deps });
      const from = '203.0.113.30';
      for (let i = 0; i < 5; i++) expect((await signIn(a, from, 'wrong-password', `ghost${i}@example.com`)).status).toBe(401);
      for (let i = 5; i < 10; i++) expect((await signIn(b, from, 'wrong-password', `ghost${i}@example.com`)).status).toBe(401);
      expect((await signIn(a, from)).status).toBe(429);
      expect((await signIn(b, from)).status).toBe(429);
    }
  });
});
