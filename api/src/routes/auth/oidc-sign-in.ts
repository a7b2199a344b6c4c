// Signing in with an identity provider (OpenID Connect), answered with redirects (a browser follows
// them; errors come back to the sign-in screen as a code it puts in words, never as JSON):
// GET /api/auth/oidc/providers        the configured providers' names and display names (public)
// GET /api/auth/oidc/:name/start      to the provider: code flow with PKCE; state and nonce kept here
// GET /api/auth/oidc/:name/callback   the provider's answer: state (once, from this browser), code
//                                     exchanged, ID token validated, verified address required; then
//                                     signed in, or an account created, or a link to confirm
import { Hono, type Context } from 'hono';
import { OidcProviderParamsSchema, OidcStartQuerySchema, type OidcProvidersResponse, type OidcSignInErrorCode } from '@provana/contracts';
import { identityProviderPaths } from '@provana/contracts/paths/identity-providers';
import type { AppEnv, RouteDeps } from '../../app-env';
import { publicOrigin } from '../../auth/account-links';
import { OidcError } from '../../auth/oidc/oidc-client';
import type { OidcProviderConfig } from '../../auth/oidc/oidc-env';
import { takeFlowCookie, writeFlowCookie } from '../../auth/oidc/oidc-flow-cookie';
import { confirmLinkLocation, signInErrorLocation, signedInLocation, twoFactorLocation } from '../../auth/oidc/oidc-redirects';
import { signInWithProvider, type SignInOutcome } from '../../auth/oidc/provider-sign-in';
import { authRateLimiter } from '../../auth/rate-limit';
import { hashToken } from '../../auth/session-cookie';

/** How long a sign-in may stay at the provider. */
export const OIDC_FLOW_MS = 10 * 60 * 1000;

/** The redirect URI to register with the provider. */
export const redirectUriFor = (c: Context, deps: Pick<RouteDeps, 'trustProxy' | 'publicUrl'>, provider: OidcProviderConfig) =>
  `${publicOrigin(c, deps)}${identityProviderPaths.oidcCallback(provider.name)}`;

const CALLBACK_PARAMS = ['code', 'state', 'iss', 'error', 'error_description', 'session_state'] as const;

export function oidcSignInRoutes(deps: RouteDeps) {
  const { repos, clock, oidc } = deps;
  const countAttempt = authRateLimiter(deps);

  const providerOf = (c: Context<AppEnv>): OidcProviderConfig | undefined => {
    const params = OidcProviderParamsSchema.safeParse(c.req.param());
    return params.success ? oidc?.find(params.data.name) : undefined;
  };
  const refuse = (c: Context<AppEnv>, code: OidcSignInErrorCode, provider?: OidcProviderConfig) => c.redirect(signInErrorLocation(code, provider?.name), 302);
  const answer = (c: Context<AppEnv>, outcome: SignInOutcome, provider: OidcProviderConfig) => {
    switch (outcome.kind) {
      case 'signed-in':
        return c.redirect(signedInLocation, 302);
      case 'two-factor':
        return c.redirect(twoFactorLocation(outcome.challenge.challenge), 302);
      case 'confirm-link':
        return c.redirect(confirmLinkLocation(outcome.token), 302);
      case 'locked':
        return refuse(c, 'locked', provider);
      case 'rate-limited':
        return refuse(c, 'rate_limited', provider);
    }
  };

  return new Hono<AppEnv>()
    .get('/oidc/providers', (c) =>
      c.json({ providers: (oidc?.providers ?? []).map((p) => ({ name: p.name, displayName: p.displayName })) } satisfies OidcProvidersResponse),
    )
    .get('/oidc/:name/start', async (c) => {
      const provider = providerOf(c);
      if (!oidc || !provider) return refuse(c, 'unknown_provider');
      const query = OidcStartQuerySchema.safeParse(c.req.query());
      const options = query.success ? query.data : {};
      let request;
      try {
        request = await oidc.authorizationRequest(provider, redirectUriFor(c, deps, provider));
      } catch (error) {
        if (error instanceof OidcError) return refuse(c, error.reason, provider);
        throw error;
      }
      const nowMs = clock.now().getTime();
      await repos.identityProviders.createFlow(
        hashToken(request.state),
        {
          provider: provider.name,
          codeVerifier: request.codeVerifier,
          nonce: request.nonce,
          rememberMe: options.remember === '1',
          timeZone: options.tz ?? null,
        },
        nowMs,
        nowMs + OIDC_FLOW_MS,
      );
      writeFlowCookie(c, request.state, OIDC_FLOW_MS / 1000);
      return c.redirect(request.url.href, 302);
    })
    .get('/oidc/:name/callback', async (c) => {
      const provider = providerOf(c);
      if (!oidc || !provider) return refuse(c, 'unknown_provider');
      const state = c.req.query('state');
      const browserState = takeFlowCookie(c);
      if (!state || state.length > 512) return refuse(c, 'expired', provider);
      // Spent first, whatever follows: a state (and the code it came with) is accepted once.
      const flow = await repos.identityProviders.consumeFlow(hashToken(state), clock.now().getTime());
      if (!flow || flow.provider !== provider.name || browserState !== state) return refuse(c, 'expired', provider);
      const error = c.req.query('error');
      if (error) return refuse(c, error === 'access_denied' ? 'cancelled' : 'failed', provider);

      // The registered redirect URI with the provider's parameters, as the token request must name it.
      const callbackUrl = new URL(redirectUriFor(c, deps, provider));
      for (const name of CALLBACK_PARAMS) {
        const value = c.req.query(name);
        if (value !== undefined) callbackUrl.searchParams.set(name, value);
      }
      let identity;
      try {
        identity = await oidc.identityFrom(provider, callbackUrl, { state, nonce: flow.nonce, codeVerifier: flow.codeVerifier });
      } catch (failure) {
        if (failure instanceof OidcError) return refuse(c, failure.reason, provider);
        throw failure;
      }
      if (!identity.email) return refuse(c, 'email_missing', provider);
      if (!identity.emailVerified) return refuse(c, 'email_unverified', provider);
      const outcome = await signInWithProvider(deps, c, provider, { subject: identity.subject, email: identity.email }, flow, () => countAttempt(c, 'signUp'));
      return answer(c, outcome, provider);
    });
}
