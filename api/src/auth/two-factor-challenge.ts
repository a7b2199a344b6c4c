// The first step of a sign-in for an account with two-factor on: the right password creates no
// session and clears no failures (otherwise a thief with the password could reset the count between
// code guesses); it opens a 5-minute challenge for the code instead.
import { TWO_FACTOR_CHALLENGE_MINUTES, type TwoFactorChallenge } from '@provana/contracts';
import type { RouteDeps } from '../app-env';
import { lockedError } from './lockout';
import { newSessionToken } from './session-cookie';

export const CHALLENGE_MS = TWO_FACTOR_CHALLENGE_MINUTES * 60 * 1000;

/** The challenge to answer instead of a session, or null when the account has two-factor off. */
export async function beginTwoFactorSignIn(
  deps: Pick<RouteDeps, 'repos'>,
  userId: number,
  rememberMe: boolean,
  nowMs: number,
): Promise<TwoFactorChallenge | null> {
  const { repos } = deps;
  if (!(await repos.twoFactor.isEnabled(userId))) return null;
  // A lock set by other attempts while this password was being checked still refuses.
  const lockedUntil = await repos.twoFactor.lockedUntil(userId);
  if (lockedUntil !== null && nowMs < lockedUntil) throw lockedError(lockedUntil, nowMs);
  // The same shape of random token and hash as a session's: only the hash is stored.
  const { token, hash } = newSessionToken();
  await repos.twoFactorChallenges.create(hash, userId, rememberMe, nowMs, nowMs + CHALLENGE_MS);
  return { twoFactorRequired: true, challenge: token };
}
