// The links mailed to an account: a fresh random token per mail, stored only as its SHA-256, that
// works once and for a while (verification 24 h, reset 1 h), pointing at the shell's
// /verify-email or /reset-password page on the product's public address.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { RouteDeps } from '../app-env';
import type { AccountTokenPurpose } from '../db/repositories/accounts/account-tokens';
import { passwordResetMail, verificationMail } from '../services/mail/account-mails';
import { isHttpsRequest } from './client-address';
import type { AccountMail } from './mail-settings';
import { hashToken } from './session-cookie';

export const VERIFY_LINK_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_MS = 60 * 60 * 1000;

const LINKS: Record<AccountTokenPurpose, { path: string; lifetimeMs: number }> = {
  verify: { path: '/verify-email', lifetimeMs: VERIFY_LINK_MS },
  reset: { path: '/reset-password', lifetimeMs: RESET_LINK_MS },
};

type LinkDeps = Pick<RouteDeps, 'repos' | 'clock' | 'trustProxy' | 'publicUrl'>;

/**
 * The address links point at: PROVANA_PUBLIC_URL, else the origin this request came to (HTTPS
 * behind a trusted proxy). The operator should set the former: a request's Host is the client's word.
 */
export function publicOrigin(c: Context, deps: Pick<RouteDeps, 'trustProxy' | 'publicUrl'>): string {
  if (deps.publicUrl) return deps.publicUrl;
  const url = new URL(c.req.url);
  return `${isHttpsRequest(c, deps.trustProxy) ? 'https:' : url.protocol}//${url.host}`;
}

/** Stores a new single-use token for the user and returns the link that carries it. */
export async function issueAccountLink(c: Context, deps: LinkDeps, purpose: AccountTokenPurpose, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const nowMs = deps.clock.now().getTime();
  const { path, lifetimeMs } = LINKS[purpose];
  await deps.repos.accountTokens.removeExpired(nowMs);
  await deps.repos.accountTokens.create(hashToken(token), purpose, userId, nowMs, nowMs + lifetimeMs);
  return `${publicOrigin(c, deps)}${path}?token=${token}`;
}

/** Mails a verification link (no-op without mail configured). */
export async function sendVerificationMail(c: Context, deps: LinkDeps & Pick<RouteDeps, 'accountMail'>, user: { id: number; email: string }): Promise<void> {
  if (!deps.accountMail) return;
  const link = await issueAccountLink(c, deps, 'verify', user.id);
  deps.accountMail.mailer.send(verificationMail(user.email, link));
}

/** Mails a password-reset link; the link is stored in the background too (returns at once). */
export function sendPasswordResetMail(c: Context, deps: LinkDeps, mail: AccountMail, user: { id: number; email: string }): void {
  mail.mailer.sendPrepared(async () => passwordResetMail(user.email, await issueAccountLink(c, deps, 'reset', user.id)));
}
