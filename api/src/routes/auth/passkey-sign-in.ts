// Signing in with a passkey alone: options for any of this site's passkeys, then the browser's
// signed answer creates the session. The passkey's signature counter must move forward, and a locked
// account stays locked (the lock belongs to the account, whatever proves who signs in).
import { Hono } from 'hono';
import { PasskeySignInBodySchema, type AuthResponse } from '@provana/contracts';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppEnv, RouteDeps } from '../../app-env';
import { lockedError } from '../../auth/lockout';
import { authRateLimiter } from '../../auth/rate-limit';
import { hashToken } from '../../auth/session-cookie';
import { signInOptions, verifySignIn } from '../../auth/webauthn';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { startSessionFor } from '../../auth/start-session';

const refused = () => new HttpError(401, 'passkey_invalid', 'This passkey could not sign you in. Try again, or sign in with your password.');

export function passkeySignInRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);

  return new Hono<AppEnv>()
    .post('/passkeys/sign-in/options', async (c) => c.json(await signInOptions(c, deps)))
    .post('/sign-in/passkey', validJson(PasskeySignInBodySchema), async (c) => {
      const body = c.req.valid('json');
      await countAttempt(c, 'signIn');
      const nowMs = clock.now().getTime();
      const ceremony = await repos.passkeys.consumeChallenge(hashToken(body.ceremony), 'sign-in', nowMs);
      // A two-factor ceremony (bound to an account, user verification only preferred) does not sign in alone.
      if (!ceremony || ceremony.userId !== null) throw new HttpError(401, 'passkey_expired', 'Signing in with the passkey took too long. Try again.');
      const passkey = await repos.passkeys.findByCredentialId(body.credential.id);
      if (!passkey) throw refused();
      const newCounter = await verifySignIn(c, deps, ceremony.challenge, body.credential as unknown as AuthenticationResponseJSON, passkey);
      if (newCounter === null || !(await repos.passkeys.recordUse(passkey.id, passkey.counter, newCounter, nowMs))) throw refused();
      const lockedUntil = await repos.twoFactor.lockedUntil(passkey.userId);
      if (lockedUntil !== null && nowMs < lockedUntil) throw lockedError(lockedUntil, nowMs);
      const user = await startSessionFor(deps, c, passkey.userId, body.rememberMe);
      return c.json({ user: { ...user, twoFactorEnabled: await repos.twoFactor.isEnabled(passkey.userId) } } satisfies AuthResponse, 200);
    });
}
