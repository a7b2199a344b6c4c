// POST /api/auth/sign-in/2fa: the second step of a sign-in. The challenge from the password step
// and a code from the app (or a recovery code) create the session, with that step's Remember me.
// Wrong codes count toward the same lock as wrong passwords.
import { Hono } from 'hono';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, TwoFactorSignInBodySchema, type AuthResponse } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { LOCK_MS, lockedError } from '../../auth/lockout';
import { authRateLimiter } from '../../auth/rate-limit';
import { spendSecondFactor } from '../../auth/second-factor';
import { hashToken } from '../../auth/session-cookie';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { startSessionFor } from '../../auth/start-session';

const expired = () => new HttpError(401, 'two_factor_expired', 'This sign-in has expired. Sign in with your password again.');
const wrongCode = () =>
  new HttpError(401, 'invalid_two_factor_code', 'That code is not right. Enter the current code from your authenticator app, or a recovery code.', 'code');

export function twoFactorSignInRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);

  return new Hono<AppEnv>().post('/sign-in/2fa', validJson(TwoFactorSignInBodySchema), async (c) => {
    const body = c.req.valid('json');
    // The same per-address limit as password attempts: codes are guesses too.
    await countAttempt(c, 'signIn');
    const tokenHash = hashToken(body.challenge);
    const startMs = clock.now().getTime();
    const challenge = await repos.twoFactorChallenges.find(tokenHash, startMs);
    if (!challenge) throw expired();
    const lockedUntil = await repos.twoFactor.lockedUntil(challenge.userId);
    if (lockedUntil !== null && startMs < lockedUntil) throw lockedError(lockedUntil, startMs);

    const nowMs = clock.now().getTime();
    if (!(await spendSecondFactor(repos, challenge.userId, body.code, nowMs))) {
      const state = await repos.users.recordFailedLogin(challenge.userId, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
      await repos.twoFactorChallenges.countWrongCode(tokenHash, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS);
      if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
      throw wrongCode();
    }
    // Spent once: a second request with the same challenge (even with another right code) gets nothing.
    const spent = await repos.twoFactorChallenges.consume(tokenHash, nowMs);
    if (!spent) throw expired();
    const stillLocked = await repos.users.recordSuccessfulLogin(spent.userId, nowMs);
    if (stillLocked !== null) throw lockedError(stillLocked, nowMs);
    const user = await startSessionFor(deps, c, spent.userId, spent.rememberMe);
    return c.json({ user: { ...user, twoFactorEnabled: true } } satisfies AuthResponse, 200);
  });
}
