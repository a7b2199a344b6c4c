// Lock-out under concurrency: the failure count is incremented in one SQL statement and the lock is
// decided on its result, so parallel guesses cannot each count once against a stale read.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { MINUTE_MS } from '../../auth/rate-limit';
import { createTestContext, send } from '../../../test/helpers';
import { LOCK_MS } from './sign-in';

const loginBody = (password: string) => ({ email: DEMO_EMAIL, password, rememberMe: false });
/** The per-address sign-in limit is not under test here: 20 attempts from one address must all reach the check. */
const unthrottled = { signIn: { limit: 1000, windowMs: MINUTE_MS } };

interface ErrorBody {
  error: { code: string };
}

describe('lock-out under concurrency', () => {
  it('20 concurrent wrong guesses get at most 5 checked failures, the rest 423; the right password waits for the lock to expire', async () => {
    const t = await createTestContext({ authRateLimits: unthrottled });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(t.app, 'POST', apiPaths.login, loginBody(`wrong-guess-${i}`))));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as ErrorBody[];
    const statuses = responses.map((r) => r.status);

    const checkedFailures = bodies.filter((b) => b.error.code === 'invalid_credentials');
    expect(checkedFailures.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checkedFailures.length);
    expect(statuses.filter((s) => s === 423)).toHaveLength(20 - checkedFailures.length);
    expect(bodies.filter((b) => b.error.code === 'account_locked')).toHaveLength(20 - checkedFailures.length);

    const locked = await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD));
    expect(locked.status).toBe(423);
    t.clock.advanceMs(LOCK_MS - 1000);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(423);
    t.clock.advanceMs(1000);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD))).status).toBe(200);
  });

  it('counts every concurrent failure: 4 parallel wrong guesses leave the count at 4, and the next one locks', async () => {
    const t = await createTestContext({ authRateLimits: unthrottled });
    const responses = await Promise.all(Array.from({ length: 4 }, () => send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'))));
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await t.repos.users.findByEmail(DEMO_EMAIL))?.failed_login_count).toBe(4);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'))).status).toBe(423);
  });

  it('does not extend a running lock with further failures', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 5; i++) await send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'));
    const lockedUntil = (await t.repos.users.findByEmail(DEMO_EMAIL))?.locked_until;
    expect(lockedUntil).toBe(t.clock.now().getTime() + LOCK_MS);
    t.clock.advanceMs(60_000);
    expect((await send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'))).status).toBe(423);
    expect((await t.repos.users.findByEmail(DEMO_EMAIL))?.locked_until).toBe(lockedUntil);
  });
});
