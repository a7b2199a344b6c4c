// Linking a provider sign-in to an account that already has its address, and the linked sign-ins:
// GET    /api/auth/oidc/link?token=…          what the confirm page shows (provider, address, ways to confirm)
// POST   /api/auth/oidc/link/confirm          {token, password}: the account's password links it and signs
//                                              in (as the password sign-in: counted, locks, two-factor step)
// POST   /api/auth/oidc/link/email            {token}: mails a link to the account's (verified) address instead
// POST   /api/auth/oidc/link/confirm-email    {token}: the mailed link links it (no session: the person
//                                              then continues with the provider)
// GET    /api/auth/linked-sign-ins            signed in: the account's linked provider sign-ins
// DELETE /api/auth/linked-sign-ins/:signInId  unlinks one while another way to sign in remains
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS,
  LinkedSignInParamsSchema,
  OidcConfirmLinkBodySchema,
  OidcLinkTokenBodySchema,
  OidcPendingLinkQuerySchema,
  type AccountMailResponse,
  type AuthResponse,
  type LinkedSignInsResponse,
  type OidcPendingLink,
} from '@provana/contracts';
import type { AppEnv, RouteDeps } from '../../app-env';
import { publicOrigin } from '../../auth/account-links';
import { LOCK_MS, lockedError } from '../../auth/lockout';
import { OIDC_LINK_PAGE } from '../../auth/oidc/oidc-redirects';
import { finishSignIn } from '../../auth/oidc/provider-sign-in';
import { remainsAfter, removeSignInWay, waysToSignIn } from '../../auth/oidc/ways-to-sign-in';
import { verifyPassword } from '../../auth/passwords';
import { authRateLimiter } from '../../auth/rate-limit';
import { hashToken } from '../../auth/session-cookie';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams, validQuery } from '../../lib/validation';
import { linkSignInMail } from '../../services/mail/account-mails';

const linkExpired = () =>
  new HttpError(400, 'link_expired', 'This request to link a sign-in has expired or was already used. Sign in with the provider again.', 'token');
const wrongPassword = () => new HttpError(401, 'invalid_credentials', 'That password is not right.', 'password');
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function oidcLinkRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const countAttempt = authRateLimiter(deps);
  const displayName = (name: string) => deps.oidc?.find(name)?.displayName ?? name;
  const signedIn = (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw new HttpError(401, 'unauthenticated', 'Sign in to continue');
    return user;
  };

  return new Hono<AppEnv>()
    .get('/oidc/link', validQuery(OidcPendingLinkQuerySchema), async (c) => {
      const pending = await repos.identityProviders.findPendingLink(hashToken(c.req.valid('query').token), clock.now().getTime());
      if (!pending) throw linkExpired();
      const user = await repos.users.findById(pending.userId);
      if (!user) throw linkExpired();
      return c.json({
        provider: pending.provider,
        displayName: displayName(pending.provider),
        email: user.email,
        hasPassword: Number(user.has_password) === 1,
        canMail: Boolean(deps.accountMail) && user.email_verified_at !== null,
      } satisfies OidcPendingLink);
    })
    .post('/oidc/link/confirm', validJson(OidcConfirmLinkBodySchema), async (c) => {
      const body = c.req.valid('json');
      // The same per-address limit as the sign-in form: this is a password guess too.
      await countAttempt(c, 'signIn');
      const tokenHash = hashToken(body.token);
      const pending = await repos.identityProviders.findPendingLink(tokenHash, clock.now().getTime());
      if (!pending) throw linkExpired();
      const user = await repos.users.findById(pending.userId);
      if (!user) throw linkExpired();
      const startMs = clock.now().getTime();
      if (user.locked_until !== null && startMs < user.locked_until) throw lockedError(user.locked_until, startMs);
      const valid = await verifyPassword(body.password, { hash: user.password_hash, salt: user.password_salt }, deps.scrypt);
      const nowMs = clock.now().getTime();
      if (!valid) {
        const state = await repos.users.recordFailedLogin(user.id, nowMs, ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, nowMs + LOCK_MS);
        if (state.lockedUntil !== null && nowMs < state.lockedUntil) throw lockedError(state.lockedUntil, nowMs);
        throw wrongPassword();
      }
      const spent = await repos.identityProviders.consumePendingLink('token', tokenHash, nowMs);
      if (!spent) throw linkExpired();
      // Linked before any second factor: the password proved the account, and every sign-in through
      // the link still asks for the second factor (provider-sign-in.ts).
      if (!(await repos.identityProviders.link(spent.userId, spent.provider, spent.subject, spent.email, nowMs))) {
        const owner = await repos.identityProviders.findIdentity(spent.provider, spent.subject);
        if (owner?.userId !== spent.userId) throw new HttpError(409, 'already_linked', 'This sign-in is linked to another account already.');
      }
      // The provider verified the address and the password proved the account: the address is theirs.
      await repos.users.markEmailVerified(spent.userId, nowMs);
      const outcome = await finishSignIn(deps, c, spent.userId, spent.rememberMe, true);
      if (outcome.kind === 'two-factor') return c.json(outcome.challenge, 200);
      if (outcome.kind !== 'signed-in') {
        const lockedUntil = (await repos.twoFactor.lockedUntil(spent.userId)) ?? nowMs + LOCK_MS;
        throw lockedError(lockedUntil, nowMs);
      }
      return c.json({ user: { ...outcome.user, twoFactorEnabled: false } } satisfies AuthResponse, 200);
    })
    .post('/oidc/link/email', validJson(OidcLinkTokenBodySchema), async (c) => {
      const mail = deps.accountMail;
      if (!mail) throw new HttpError(409, 'mail_not_configured', 'This server does not send email. Confirm with your password instead.');
      const tokenHash = hashToken(c.req.valid('json').token);
      const nowMs = clock.now().getTime();
      const pending = await repos.identityProviders.findPendingLink(tokenHash, nowMs);
      if (!pending) throw linkExpired();
      const user = await repos.users.findById(pending.userId);
      if (!user) throw linkExpired();
      // An address never verified may have been typed in by someone else: its mailbox proves nothing of the account.
      if (user.email_verified_at === null)
        throw new HttpError(409, 'address_unverified', 'This account’s address is not verified yet. Confirm with your password, or reset it first.');
      const mailToken = randomBytes(32).toString('base64url');
      // One mail per request to link: asking again sends nothing more.
      if (await repos.identityProviders.setPendingLinkMailToken(tokenHash, hashToken(mailToken), nowMs)) {
        const link = `${publicOrigin(c, deps)}${OIDC_LINK_PAGE}?mail_token=${mailToken}`;
        mail.mailer.send(linkSignInMail(user.email, link, displayName(pending.provider)));
      }
      return c.json({ success: true, message: `We sent a link to ${user.email}. Open it to link your sign-in.` } satisfies AccountMailResponse);
    })
    .post('/oidc/link/confirm-email', validJson(OidcLinkTokenBodySchema), async (c) => {
      const nowMs = clock.now().getTime();
      const spent = await repos.identityProviders.consumePendingLink('mail', hashToken(c.req.valid('json').token), nowMs);
      if (!spent) throw linkExpired();
      if (!(await repos.identityProviders.link(spent.userId, spent.provider, spent.subject, spent.email, nowMs))) {
        const owner = await repos.identityProviders.findIdentity(spent.provider, spent.subject);
        if (owner?.userId !== spent.userId) throw new HttpError(409, 'already_linked', 'This sign-in is linked to another account already.');
      }
      const name = displayName(spent.provider);
      return c.json({ success: true, message: `Your ${name} sign-in is linked. Continue with ${name} to sign in.` } satisfies AccountMailResponse);
    })
    .get('/linked-sign-ins', async (c) => {
      const user = signedIn(c);
      const ways = await waysToSignIn(repos, user.id);
      const identities = await repos.identityProviders.listIdentities(user.id);
      return c.json({
        hasPassword: ways.hasPassword,
        signIns: identities.map((i) => ({
          id: i.id,
          provider: i.provider,
          displayName: displayName(i.provider),
          email: i.email,
          createdAt: iso(i.createdAt)!,
          lastUsedAt: iso(i.lastUsedAt),
          isLastWayToSignIn: !remainsAfter(ways, { identityId: i.id }),
        })),
      } satisfies LinkedSignInsResponse);
    })
    .delete('/linked-sign-ins/:signInId', validParams(LinkedSignInParamsSchema), async (c) => {
      const user = signedIn(c);
      const result = await removeSignInWay(repos, user.id, { identityId: c.req.valid('param').signInId });
      if (result === 'not_found') throw new HttpError(404, 'not_found', 'That linked sign-in does not exist.');
      if (result === 'last')
        throw new HttpError(
          409,
          'last_way_to_sign_in',
          'This is your only way to sign in. Set a password with “Forgot password?” or add a passkey first, then unlink it.',
        );
      return c.body(null, 204);
    });
}
