// What a checked provider answer leads to:
// - the provider account is linked: that account signs in;
// - no account has the verified address: an account is created from it (no password: see
//   ways-to-sign-in.ts) with the provider sign-in linked and the address counted as verified;
// - an account has the address but is not linked: nothing is linked yet. A pending link waits for
//   that account's password (or a link mailed to the address): an address alone never hands over an
//   account, since whoever controls a provider account with that address is not proven to own this one.
// Either sign-in then goes through the account's lock and, with two-factor on, its second step: the
// provider vouches for the person at the provider, not for this account's second factor.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { isKnownTimeZone, type SessionUser, type TwoFactorChallenge } from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { HttpError } from '../../lib/http-error';
import { createAccount } from '../accounts';
import { newSessionToken } from '../session-cookie';
import { beginTwoFactorSignIn } from '../two-factor-challenge';
import { startSessionFor } from '../start-session';
import type { OidcProviderConfig } from './oidc-env';

/** How long the confirm page (and a link mailed from it) may wait. */
export const PENDING_LINK_MS = 30 * 60 * 1000;

export type SignInOutcome =
  | { kind: 'signed-in'; user: SessionUser }
  | { kind: 'two-factor'; challenge: TwoFactorChallenge }
  | { kind: 'confirm-link'; token: string }
  | { kind: 'locked' }
  | { kind: 'rate-limited' };

type Deps = RouteDeps;

/**
 * Signs the account in (a session and its cookie), or opens its two-factor step; refused while it is
 * locked. afterPassword: the account's password was just checked, which (as at the sign-in form) ends
 * its count of failed attempts once no second step is asked for.
 */
export async function finishSignIn(deps: Deps, c: Context<AppEnv>, userId: number, rememberMe: boolean, afterPassword = false): Promise<SignInOutcome> {
  const nowMs = deps.clock.now().getTime();
  const user = await deps.repos.users.findById(userId);
  if (!user || (user.locked_until !== null && nowMs < user.locked_until)) return { kind: 'locked' };
  try {
    const challenge = await beginTwoFactorSignIn(deps, userId, rememberMe, nowMs);
    if (challenge) return { kind: 'two-factor', challenge };
  } catch (error) {
    if (error instanceof HttpError && error.status === 423) return { kind: 'locked' };
    throw error;
  }
  if (afterPassword && (await deps.repos.users.recordSuccessfulLogin(userId, nowMs)) !== null) return { kind: 'locked' };
  return { kind: 'signed-in', user: await startSessionFor(deps, c, userId, rememberMe) };
}

export async function signInWithProvider(
  deps: Deps,
  c: Context<AppEnv>,
  provider: OidcProviderConfig,
  identity: { subject: string; email: string },
  flow: { rememberMe: boolean; timeZone: string | null },
  countSignUp: () => Promise<void>,
): Promise<SignInOutcome> {
  const { repos, clock } = deps;
  const linked = await repos.identityProviders.findIdentity(provider.name, identity.subject);
  if (linked) {
    await repos.identityProviders.recordUse(linked.id, clock.now().getTime());
    return finishSignIn(deps, c, linked.userId, flow.rememberMe);
  }

  let existing = await repos.users.findByEmail(identity.email);
  if (!existing) {
    try {
      await countSignUp();
    } catch (error) {
      if (error instanceof HttpError && error.status === 429) return { kind: 'rate-limited' };
      throw error;
    }
    try {
      const timeZone = flow.timeZone && isKnownTimeZone(flow.timeZone) ? flow.timeZone : undefined;
      // A random password nobody knows, marked as none: the account signs in through the provider.
      const password = randomBytes(32).toString('base64url');
      const { userId } = await createAccount(repos, clock, { email: identity.email, password, timeZone, passwordless: true }, deps.scrypt);
      const nowMs = clock.now().getTime();
      await repos.users.markEmailVerified(userId, nowMs);
      if (await repos.identityProviders.link(userId, provider.name, identity.subject, identity.email, nowMs)) {
        return finishSignIn(deps, c, userId, flow.rememberMe);
      }
    } catch (error) {
      // Another request created the account with this address first: it is an existing account now.
      if (!(error instanceof HttpError && error.code === 'email_taken')) throw error;
    }
    // The same provider account signed in twice at once: the other request linked it.
    const raced = await repos.identityProviders.findIdentity(provider.name, identity.subject);
    if (raced) return finishSignIn(deps, c, raced.userId, flow.rememberMe);
    existing = await repos.users.findByEmail(identity.email);
    if (!existing) throw new Error('account vanished while signing in with a provider');
  }

  const { token, hash } = newSessionToken();
  const nowMs = clock.now().getTime();
  await repos.identityProviders.createPendingLink(
    hash,
    { userId: existing.id, provider: provider.name, subject: identity.subject, email: identity.email, rememberMe: flow.rememberMe },
    nowMs,
    nowMs + PENDING_LINK_MS,
  );
  return { kind: 'confirm-link', token };
}
