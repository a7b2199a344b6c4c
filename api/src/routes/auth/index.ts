// Everything under /api/auth: the account of the session (or the person signing in), never a
// workspace. Each file holds one part of it and names its paths from here down ('/login' is
// /api/auth/login); app.ts mounts this one router.
import { Hono } from 'hono';
import type { AppEnv, RouteDeps } from '../../app-env';
import { apiTokenRoutes } from './api-tokens';
import { accountMailRoutes } from './mail';
import { oidcLinkRoutes } from './oidc-links';
import { oidcSignInRoutes } from './oidc-sign-in';
import { passkeySignInRoutes } from './passkey-sign-in';
import { passkeyRoutes } from './passkeys';
import { accountPasswordRoutes } from './password';
import { accountSessionRoutes } from './sessions';
import { authRoutes } from './sign-in';
import { twoFactorRoutes } from './two-factor';
import { twoFactorPasskeyRoutes } from './two-factor-passkey';
import { twoFactorSignInRoutes } from './two-factor-sign-in';

export function accountRoutes(deps: RouteDeps) {
  const router = new Hono<AppEnv>();
  for (const routes of [
    // Signing up, in and out, and the second step of a sign-in (a code or a passkey).
    authRoutes,
    twoFactorSignInRoutes,
    passkeySignInRoutes,
    twoFactorPasskeyRoutes,
    // Identity providers: the sign-in's redirects, confirming a link to an existing account, the linked sign-ins.
    oidcSignInRoutes,
    oidcLinkRoutes,
    // The signed-in account's own security: two-factor, passkeys, verification and reset mail,
    // password change, the sessions list and personal access tokens.
    twoFactorRoutes,
    passkeyRoutes,
    accountMailRoutes,
    accountPasswordRoutes,
    accountSessionRoutes,
    apiTokenRoutes,
  ]) {
    router.route('/', routes(deps));
  }
  return router;
}
