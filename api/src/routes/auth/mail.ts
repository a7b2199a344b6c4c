// Account mail (the session's own account, beside routes/auth.ts):
// POST /api/auth/verify-email {token}        the address is verified by the mailed link (single use, 24 h)
// POST /api/auth/verify-email/resend         signed in: another link, rate-limited per account
// POST /api/auth/forgot-password {email}     one answer whether or not the address has an account
// POST /api/auth/reset-password {token, password}  a new password by the mailed link (single use, 1 h);
//                                            every session of the account ends and any lock-out lifts;
//                                            a mail says the password was changed
import { Hono } from 'hono';
import {
  FORGOT_PASSWORD_ANSWER,
  ForgotPasswordBodySchema,
  LINK_EXPIRED_MESSAGE,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
  type AccountMailResponse,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { sendPasswordResetMail, sendVerificationMail } from '../../auth/account-links';
import { mailRateLimiter } from '../../auth/mail-rate-limit';
import { hashPassword } from '../../auth/passwords';
import { hashToken } from '../../auth/session-cookie';
import { HttpError } from '../../lib/http-error';
import { validJson } from '../../lib/validation';
import { passwordChangedMail } from '../../services/mail/account-mails';

const linkExpired = () => new HttpError(400, 'invalid_token', LINK_EXPIRED_MESSAGE, 'token');
const mailOff = () => new HttpError(409, 'mail_not_configured', 'This server does not send email. Ask your administrator to reset your password.');
const answer = (message: string): AccountMailResponse => ({ success: true, message });

export function accountMailRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const limits = mailRateLimiter(deps, deps.mailRateLimits);
  return new Hono<AppEnv>()
    .post('/verify-email', validJson(VerifyEmailBodySchema), async (c) => {
      const nowMs = clock.now().getTime();
      const userId = await repos.accountTokens.consume(hashToken(c.req.valid('json').token), 'verify', nowMs);
      if (userId === null) throw linkExpired();
      await repos.users.markEmailVerified(userId, nowMs);
      await repos.accountTokens.spendAll(userId, 'verify', nowMs);
      return c.json(answer('Your email address is verified.'));
    })
    .post('/verify-email/resend', async (c) => {
      const user = c.get('user');
      if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
      if (!deps.accountMail) throw new HttpError(409, 'mail_not_configured', 'This server does not send email.');
      if (user.emailVerified) throw new HttpError(409, 'already_verified', 'Your email address is already verified.');
      await limits.resendVerification(user.id);
      await sendVerificationMail(c, deps, user);
      return c.json(answer(`We sent a new link to ${user.email}.`));
    })
    .post('/forgot-password', validJson(ForgotPasswordBodySchema), async (c) => {
      const mail = deps.accountMail;
      if (!mail) throw mailOff();
      const { email } = c.req.valid('json');
      // Counted before the look-up, for every address alike.
      await limits.forgotPassword(c, email);
      const user = await repos.users.findByEmail(email);
      // The link is stored and mailed after the answer: the answer, its words and its timing are the
      // same whether or not the address has an account.
      if (user) sendPasswordResetMail(c, deps, mail, user);
      return c.json(answer(FORGOT_PASSWORD_ANSWER));
    })
    .post('/reset-password', validJson(ResetPasswordBodySchema), async (c) => {
      const body = c.req.valid('json');
      const userId = await repos.accountTokens.consume(hashToken(body.token), 'reset', clock.now().getTime());
      if (userId === null) throw linkExpired();
      // Hashed outside the transaction, which then stays short.
      const { hash, salt } = await hashPassword(body.password, deps.scrypt);
      const nowMs = clock.now().getTime();
      await repos.transaction(async (tx) => {
        await tx.users.setPassword(userId, hash, salt);
        // The link reached the mailbox: the address is the person's.
        await tx.users.markEmailVerified(userId, nowMs);
        await tx.accountTokens.spendAll(userId, 'reset', nowMs);
        // Whoever knew the old password (or holds a session) is out, this browser included.
        await tx.sessions.removeAllForUser(userId);
      });
      // The owner hears of it, in case the mailbox was not only theirs.
      const user = await repos.users.findById(userId);
      if (user) deps.accountMail?.mailer.send(passwordChangedMail(user.email, 'reset'));
      return c.json(answer('Your password was changed. Sign in with your new password.'));
    });
}
