import { Hono, type Context } from 'hono';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, LoginBodySchema, SignupBodySchema, type AuthResponse, type SessionUser } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../app-env';
import { createAccount } from '../auth/accounts';
import { verifyPassword } from '../auth/passwords';
import { authRateLimiter } from '../auth/rate-limit';
import { BROWSER_SESSION_MS, REMEMBER_ME_MS, clearSessionCookie, newSessionToken, writeSessionCookie } from '../auth/session-cookie';
import { HttpError } from '../lib/http-error';
import { validJson } from '../lib/validation';

export const LOCK_MS = 15 * 60 * 1000;
const INVALID = 'Invalid email or password';
// Verifying against a throwaway hash keeps unknown emails as slow as wrong passwords.
const DUMMY = { hash: '00'.repeat(64), salt: '00'.repeat(16) };

export function lockedError(lockedUntil: number, nowMs: number) {
  const minutes = Math.max(1, Math.ceil((lockedUntil - nowMs) / 60_000));
  const at = new Date(lockedUntil).toISOString();
  return new HttpError(
    423,
    'account_locked',
    `Account locked after ${ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS} failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${at}).`,
    undefined,
    { 'Retry-After': String(Math.ceil((lockedUntil - nowMs) / 1000)) },
  );
}

export function authRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);

  const startSession = async (c: Context<AppEnv>, userId: number, rememberMe: boolean) => {
    const nowMs = clock.now().getTime();
    const { token, hash } = newSessionToken();
    await repos.sessions.removeExpired(nowMs);
    await repos.sessions.create(hash, userId, rememberMe, nowMs, nowMs + (rememberMe ? REMEMBER_ME_MS : BROWSER_SESSION_MS));
    writeSessionCookie(c, token, rememberMe);
    const user = (await repos.sessions.find(hash, nowMs))?.user ?? null;
    if (!user) throw new Error('session vanished after creation');
    return user;
  };
  const respond = (c: Context<AppEnv>, user: SessionUser, status: 200 | 201) => c.json({ user } satisfies AuthResponse, status);

  return new Hono<AppEnv>()
    .post('/auth/signup', validJson(SignupBodySchema), async (c) => {
      const body = c.req.valid('json');
      // Counted before hashing and seeding: the per-address limit caps both.
      await countAttempt(c, 'signUp');
      const { userId } = await createAccount(repos, clock, { email: body.email, password: body.password, timeZone: body.timeZone }, deps.scrypt);
      return respond(c, await startSession(c, userId, body.rememberMe), 201);
    })
    .post('/auth/login', validJson(LoginBodySchema), async (c) => {
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
      // The right password is refused while a lock runs, even one set while this check was under way.
      const lockedUntil = await repos.users.recordSuccessfulLogin(user.id, nowMs);
      if (lockedUntil !== null) throw lockedError(lockedUntil, nowMs);
      return respond(c, await startSession(c, user.id, body.rememberMe), 200);
    })
    .post('/auth/logout', async (c) => {
      const hash = c.get('sessionHash');
      if (hash) await repos.sessions.remove(hash);
      clearSessionCookie(c);
      return c.json({ success: true as const });
    })
    .get('/auth/me', (c) => {
      const user = c.get('user');
      if (!user) throw new HttpError(401, 'unauthenticated', 'Not signed in');
      return c.json({ user } satisfies AuthResponse);
    });
}
