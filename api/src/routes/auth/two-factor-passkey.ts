// The second step of a two-factor sign-in answered with one of the account's passkeys instead of a
// code: options name only that account's passkeys, and the signed answer spends the sign-in
// challenge as a right code would (with the first step's Remember me).
import { Hono } from 'hono';
import { TwoFactorPasskeyBodySchema, TwoFactorPasskeyOptionsBodySchema, type AuthResponse } from '@provana/contracts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppEnv, RouteDeps } from '../../app-env';
import { lockedError } from '../../auth/lockout';
import { authRateLimiter } from '../../auth/rate-limit';
import { hashToken } from '../../auth/session-cookie';
import { secondFactorOptions, verifySignIn } from '../../auth/webauthn';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { startSessionFor } from '../../auth/start-session';

const expired = () => new HttpError(401, 'two_factor_expired', 'This sign-in has expired. Sign in with your password again.');
const refused = () => new HttpError(401, 'passkey_invalid', 'This passkey could not confirm the sign-in. Try again, or enter a code.');

export function twoFactorPasskeyRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);

  /** The running sign-in challenge's account, refused while the account is locked. */
  const challengeUser = async (challenge: string, nowMs: number): Promise<{ userId: number; tokenHash: string }> => {
    const tokenHash = hashToken(challenge);
    const found = await repos.twoFactorChallenges.find(tokenHash, nowMs);
    if (!found) throw expired();
    const lockedUntil = await repos.twoFactor.lockedUntil(found.userId);
    if (lockedUntil !== null && nowMs < lockedUntil) throw lockedError(lockedUntil, nowMs);
    return { userId: found.userId, tokenHash };
  };

  return new Hono<AppEnv>()
    .post('/sign-in/2fa/passkey/options', validJson(TwoFactorPasskeyOptionsBodySchema), async (c) => {
      const { userId } = await challengeUser(c.req.valid('json').challenge, clock.now().getTime());
      const options = await secondFactorOptions(c, deps, userId);
      if (!options) throw new HttpError(409, 'no_passkeys', 'This account has no passkeys. Enter a code from your app or a recovery code.');
      return c.json(options);
    })
    .post('/sign-in/2fa/passkey', validJson(TwoFactorPasskeyBodySchema), async (c) => {
      const body = c.req.valid('json');
      await countAttempt(c, 'signIn');
      const nowMs = clock.now().getTime();
      const { userId, tokenHash } = await challengeUser(body.challenge, nowMs);
      const ceremony = await repos.passkeys.consumeChallenge(hashToken(body.ceremony), 'sign-in', nowMs);
      if (!ceremony || ceremony.userId !== userId) throw refused();
      const passkey = await repos.passkeys.findByCredentialId(body.credential.id);
      if (!passkey || passkey.userId !== userId) throw refused();
      // As a second factor after the password, presence is enough (user verification is not required).
      const newCounter = await verifySignIn(c, deps, ceremony.challenge, body.credential as unknown as AuthenticationResponseJSON, passkey, false);
      if (newCounter === null || !(await repos.passkeys.recordUse(passkey.id, passkey.counter, newCounter, nowMs))) throw refused();
      const spent = await repos.twoFactorChallenges.consume(tokenHash, nowMs);
      if (!spent) throw expired();
      const stillLocked = await repos.users.recordSuccessfulLogin(userId, nowMs);
      if (stillLocked !== null) throw lockedError(stillLocked, nowMs);
      const user = await startSessionFor(deps, c, userId, spent.rememberMe);
      return c.json({ user: { ...user, twoFactorEnabled: true } } satisfies AuthResponse, 200);
    });
}
