// Signing in with two-factor on, through the app on SQLite and PostgreSQL: the password step makes
// no session, the code does (carrying Remember me), codes cannot be replayed, recovery codes work
// once, wrong codes lock like wrong passwords, and the challenge expires.
import { describe, expect, it } from 'vitest';
import { apiPaths, type AuthResponse, type TwoFactorChallenge, type TwoFactorStatus } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { cookieFrom, createTestContext, get, send, type TestContext } from '../../../test/helpers';
import { appCode, STEP_MS, turnOnTwoFactor } from '../../../test/support/two-factor';
import { LOCK_MS } from './sign-in';

const unthrottled = { signIn: { limit: 1000, windowMs: 60_000 } };

async function passwordStep(t: TestContext, rememberMe = false): Promise<string> {
  const res = await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe });
  expect(res.status).toBe(200);
  expect(res.headers.get('set-cookie')).toBeNull();
  const body = (await res.json()) as TwoFactorChallenge;
  expect(body.twoFactorRequired).toBe(true);
  expect(body).not.toHaveProperty('user');
  return body.challenge;
}

const codeStep = (t: TestContext, challenge: string, code: string) => send(t.app, 'POST', apiPaths.signInTwoFactor, { challenge, code });

describe('signing in with two-factor on', () => {
  it('the right password answers a challenge instead of a session; the app code then signs in, with Remember me', async () => {
    const t = await createTestContext();
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const sessionsBefore = (await t.rows('SELECT id_hash FROM sessions')).length;
    const challenge = await passwordStep(t, true);
    expect((await t.rows('SELECT id_hash FROM sessions')).length).toBe(sessionsBefore);
    // The token itself is not stored, only its hash.
    expect(await t.rows('SELECT token_hash FROM two_factor_challenges WHERE token_hash = ?', challenge)).toEqual([]);

    const res = await codeStep(t, challenge, appCode(t, key));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    const { user } = (await res.json()) as AuthResponse;
    expect(user).toMatchObject({ email: DEMO_EMAIL, executiveId: 1, twoFactorEnabled: true });
    expect((await get(t.app, apiPaths.me, cookieFrom(res))).status).toBe(200);
    // The challenge is spent.
    t.clock.advanceMs(STEP_MS);
    expect((await codeStep(t, challenge, appCode(t, key))).status).toBe(401);
  });

  it('without Remember me the session cookie ends with the browser', async () => {
    const t = await createTestContext();
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const res = await codeStep(t, await passwordStep(t, false), appCode(t, key));
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).not.toMatch(/Max-Age|Expires/);
  });

  it('a code cannot be used twice, nor an older one after a newer', async () => {
    const t = await createTestContext();
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const code = appCode(t, key);
    expect((await codeStep(t, await passwordStep(t), code)).status).toBe(200);
    const replay = await codeStep(t, await passwordStep(t), code);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: { code: 'invalid_two_factor_code', field: 'code' } });
    // The previous step's code is within the drift window, but older than the one accepted.
    const challenge = await passwordStep(t);
    expect((await codeStep(t, challenge, appCode(t, key, -STEP_MS))).status).toBe(401);
    t.clock.advanceMs(STEP_MS);
    expect((await codeStep(t, challenge, appCode(t, key))).status).toBe(200);
  });

  it('a recovery code signs in once, in any case and with spaces', async () => {
    const t = await createTestContext();
    const { recoveryCodes } = await turnOnTwoFactor(t, t.demoCookie);
    const code = recoveryCodes[3] ?? '';
    const typed = ` ${code.toUpperCase().replace('-', ' ')} `;
    expect((await codeStep(t, await passwordStep(t), typed)).status).toBe(200);
    expect((await codeStep(t, await passwordStep(t), code)).status).toBe(401);
    const left = (await (await get(t.app, apiPaths.twoFactorStatus, t.demoCookie)).json()) as TwoFactorStatus;
    expect(left.recoveryCodesLeft).toBe(9);
  });

  it('two requests with the same right recovery code sign in once', async () => {
    const t = await createTestContext({ authRateLimits: unthrottled });
    const { recoveryCodes } = await turnOnTwoFactor(t, t.demoCookie);
    const challenges = [await passwordStep(t), await passwordStep(t)];
    const results = await Promise.all(challenges.map((c) => codeStep(t, c, recoveryCodes[0] ?? '')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('5 wrong codes lock the account like 5 wrong passwords, and the right code is refused while locked', async () => {
    const t = await createTestContext({ authRateLimits: unthrottled });
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const openedBefore = await passwordStep(t);
    const statuses: number[] = [];
    // A new password step in between does not reset the count.
    for (let i = 0; i < 5; i++) statuses.push((await codeStep(t, await passwordStep(t), `00000${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const locked = await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(locked.status).toBe(423);
    expect(await locked.json()).toMatchObject({ error: { code: 'account_locked' } });
    expect((await codeStep(t, openedBefore, appCode(t, key))).status).toBe(423);

    t.clock.advanceMs(LOCK_MS);
    const res = await codeStep(t, await passwordStep(t), appCode(t, key));
    expect(res.status).toBe(200);
    expect((await t.repos.users.findByEmail(DEMO_EMAIL))?.failed_login_count).toBe(0);
  });

  it('a challenge ends after 5 minutes', async () => {
    const t = await createTestContext({ authRateLimits: unthrottled });
    const { key } = await turnOnTwoFactor(t, t.demoCookie);
    const challenge = await passwordStep(t);
    t.clock.advanceMs(5 * 60_000);
    const late = await codeStep(t, challenge, appCode(t, key));
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ error: { code: 'two_factor_expired' } });

    const fresh = await passwordStep(t);
    t.clock.advanceMs(5 * 60_000 - 1000);
    expect((await codeStep(t, fresh, appCode(t, key))).status).toBe(200);
  });

  it('an unknown challenge is refused without a session, and the body is validated', async () => {
    const t = await createTestContext();
    await turnOnTwoFactor(t, t.demoCookie);
    const res = await codeStep(t, 'made-up', '123456');
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();
    const bad = await codeStep(t, await passwordStep(t), '12');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: 'code' } });
  });

  it('an account without two-factor signs in with the password alone, and /me says it is off', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AuthResponse).user.email).toBe(DEMO_EMAIL);
    const me = (await (await get(t.app, apiPaths.me, cookieFrom(res))).json()) as AuthResponse;
    expect(me.user.twoFactorEnabled).toBe(false);
  });
});
