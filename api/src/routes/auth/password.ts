// POST /api/auth/change-password {currentPassword, newPassword}: signed in, the current password is
// checked as sign-in checks it (counted per client address, refused while locked, a wrong one counts
// towards the lock) and is refused at its field; the account's other sessions end, this one stays,
// and with mail configured the address hears of the change.
import { Hono } from 'hono';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, ChangePasswordBodySchema } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { authRateLimiter } from '../../auth/rate-limit';
import { HttpError } from '../../lib/http-error';
import { passwordChangedMail } from '../../services/mail/account-mails';
import { validJson } from '../../lib/validation';
import { LOCK_MS, lockedError } from './sign-in';

const noPassword = () =>
  new HttpError(409, 'no_password', 'Your account has no password yet. Choose one with “Forgot password?” on the sign-in screen.', 'currentPassword');
const wrongPassword = () => new HttpError(400, 'wrong_password', 'currentPassword: is not correct', 'currentPassword');

export function accountPasswordRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);
  return new Hono<AppEnv>().post('/change-password', validJson(ChangePasswordBodySchema), async (c) => {
    const session = c.get('user');
    const sessionHash = c.get('sessionHash');
    if (!session || !sessionHash) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
    const body = c.req.valid('json');
    await countAttempt(c, 'signIn');
    const user = await repos.users.findById(session.id);
    if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
    const startMs = clock.now().getTime();
    if (user.locked_until !== null && startMs < user.locked_until) throw lockedError(user.locked_until, startMs);
    // An account an identity provider's sign-in created has no password to give: no guess to count.
    if (Number(user.has_password) === 0) throw noPassword();
    const valid = await verifyPassword(body.currentPassword, { hash: user.password_hash, salt: user.password_salt }, deps.scrypt);
    if (!valid) {
      const nowMs = clock.now().getTime();
      const state = await repos.users.recordFailedLogin(user.id, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
      if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
      throw wrongPassword();
    }
    const { hash, salt } = await hashPassword(body.newPassword, deps.scrypt);
    const ended = await repos.transaction(async (tx) => {
      await tx.users.setPassword(user.id, hash, salt);
      return tx.sessions.removeOthers(user.id, sessionHash);
    });
    // With mail configured the owner hears of it (in the background), in case it was not them.
    deps.accountMail?.mailer.send(passwordChangedMail(user.email, 'changed'));
    return c.json({ success: true as const, endedSessions: ended });
  });
}
