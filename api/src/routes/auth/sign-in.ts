import { Hono, type Context } from 'hono';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, LoginBodySchema, SignupBodySchema, type AuthResponse, type SessionUser } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { sendVerificationMail } from '../../auth/account-links';
import { createAccount } from '../../auth/accounts';
import { LOCK_MS, lockedError } from '../../auth/lockout';
import { beginTwoFactorSignIn } from '../../auth/two-factor-challenge';
import { verifyPassword } from '../../auth/passwords';
import { authRateLimiter } from '../../auth/rate-limit';
import { clearSessionCookie } from '../../auth/session-cookie';
import { startSessionFor } from '../../auth/start-session';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';

export { LOCK_MS, lockedError } from '../../auth/lockout';

const INVALID = 'Invalid email or password';
// Verifying against a throwaway hash keeps unknown emails as slow as wrong passwords.
const DUMMY = { hash: '00'.repeat(64), salt: '00'.repeat(16) };

export function authRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);
  const startSession = (c: Context<AppEnv>, userId: number, rememberMe: boolean) => startSessionFor(deps, c, userId, rememberMe);
  const respond = (c: Context<AppEnv>, user: SessionUser, status: 200 | 201) => c.json({ user } satisfies AuthResponse, status);

  return new Hono<AppEnv>()
    .post('/signup', validJson(SignupBodySchema), async (c) => {
      const body = c.req.valid('json');
      // Counted before hashing and seeding: the per-address limit caps both.
      await countAttempt(c, 'signUp');
      const { userId } = await createAccount(repos, clock, { email: body.email, password: body.password, timeZone: body.timeZone }, deps.scrypt);
      // With mail configured, the new address gets its verification link (sent in the background).
      await sendVerificationMail(c, deps, { id: userId, email: body.email });
      return respond(c, await startSession(c, userId, body.rememberMe), 201);
    })
    .post('/login', validJson(LoginBodySchema), async (c) => {
      const body = c.req.valid('json');
      // Counted before any scrypt work, known email or not.
      await countAttempt(c, 'signIn');
      const user = await repos.users.findByEmail(body.email);
      if (!user) {
        await verifyPassword(body.password, DUMMY, deps.scrypt);
        throw new HttpError(401, 'invalid_credentials', INVALID);
      }
      // A running lock refuses at once, without the scrypt work.
      const startMs = clock.now().getTime();
      if (user.locked_until !== null && startMs < user.locked_until) throw lockedError(user.locked_until, startMs);
      const valid = await verifyPassword(body.password, { hash: user.password_hash, salt: user.password_salt }, deps.scrypt);
      // Decide on the state after the check, written atomically: other attempts ran meanwhile.
      const nowMs = clock.now().getTime();
      if (!valid) {
        const state = await repos.users.recordFailedLogin(user.id, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
        if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
        throw new HttpError(401, 'invalid_credentials', INVALID);
      }
      // With two-factor on the password alone signs nobody in: the code does (two-factor-sign-in.ts).
      const challenge = await beginTwoFactorSignIn(deps, user.id, body.rememberMe, nowMs);
      if (challenge) return c.json(challenge, 200);
      // The right password is refused while a lock runs, even one set while this check was under way.
      const lockedUntil = await repos.users.recordSuccessfulLogin(user.id, nowMs);
      if (lockedUntil !== null) throw lockedError(lockedUntil, nowMs);
      return respond(c, await startSession(c, user.id, body.rememberMe), 200);
    })
    .post('/logout', async (c) => {
      const hash = c.get('sessionHash');
      if (hash) await repos.sessions.remove(hash);
      clearSessionCookie(c);
      return c.json({ success: true as const });
    })
    .get('/me', async (c) => {
      const user = c.get('user');
      if (!user) throw new HttpError(401, 'unauthenticated', 'Not signed in');
      return c.json({ user: { ...user, twoFactorEnabled: await repos.twoFactor.isEnabled(user.id) } } satisfies AuthResponse);
    });
}
