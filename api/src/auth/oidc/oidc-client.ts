// The OpenID Connect side of a sign-in (openid-client): each provider's discovery document, fetched
// when it is first needed and kept for the process (fetched again after a failure), the
// authorization request (code flow with PKCE, state and nonce), and the exchange of the returned
// code for an ID token that is validated (signature, issuer, audience, nonce, times) before its
// subject and verified address are used.
import * as client from 'openid-client';
import type { Logger } from 'pino';
import type { Clock } from '../../lib/clock';
import type { OidcConfig, OidcProviderConfig } from './oidc-env';

/** What a sign-in learns from the provider once its answer checked out. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

export interface AuthorizationRequest {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why a provider's answer was not used: the provider could not be reached, or its answer did not check out. */
export class OidcError extends Error {
  constructor(
    readonly reason: 'provider_unavailable' | 'failed',
    cause: unknown,
  ) {
    super(reason, { cause });
  }
}

export interface OidcService {
  providers: readonly OidcProviderConfig[];
  find(name: string): OidcProviderConfig | undefined;
  authorizationRequest(provider: OidcProviderConfig, redirectUri: string): Promise<AuthorizationRequest>;
  /** callbackUrl: the registered redirect URI with the query the provider sent back. */
  identityFrom(provider: OidcProviderConfig, callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity>;
}

const REQUEST_TIMEOUT_SECONDS = 10;

const clientAuth = (p: OidcProviderConfig) => (p.clientSecret ? client.ClientSecretBasic(p.clientSecret) : client.None());

export function createOidcService(config: OidcConfig, clock: Clock, logger?: Logger): OidcService {
  const discovered = new Map<string, Promise<client.Configuration>>();
  const insecure = (p: OidcProviderConfig) => config.allowLoopback && new URL(p.issuer).protocol === 'http:';

  function discover(p: OidcProviderConfig): Promise<client.Configuration> {
    let pending = discovered.get(p.name);
    if (!pending) {
      pending = client
        .discovery(new URL(p.issuer), p.clientId, undefined, clientAuth(p), {
          timeout: REQUEST_TIMEOUT_SECONDS,
          ...(insecure(p) ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          // The next sign-in tries again rather than remembering an outage for the process's life.
          discovered.delete(p.name);
          logger?.warn({ err: error, provider: p.name }, 'identity provider discovery failed');
          throw new OidcError('provider_unavailable', error);
        });
      discovered.set(p.name, pending);
    }
    return pending;
  }

  /**
   * The discovered configuration with the ID token's times judged by the app's clock (the system
   * clock in production: no skew). The provider's signing keys fetched by one exchange are kept for the next.
   */
  async function forExchange(p: OidcProviderConfig): Promise<{ base: client.Configuration; exchange: client.Configuration }> {
    const base = await discover(p);
    const skew = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const exchange = new client.Configuration(base.serverMetadata(), p.clientId, { [client.clockSkew]: skew }, clientAuth(p));
    exchange.timeout = REQUEST_TIMEOUT_SECONDS;
    if (insecure(p)) client.allowInsecureRequests(exchange);
    const keys = client.getJwksCache(base);
    if (keys) client.setJwksCache(exchange, keys);
    return { base, exchange };
  }

  return {
    providers: config.providers,
    find: (name) => config.providers.find((p) => p.name === name),

    async authorizationRequest(p, redirectUri) {
      const configuration = await discover(p);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state, nonce, codeVerifier };
    },

    async identityFrom(p, callbackUrl, checks) {
      const { base, exchange } = await forExchange(p);
      try {
        const tokens = await client.authorizationCodeGrant(exchange, callbackUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const keys = client.getJwksCache(exchange);
        if (keys) client.setJwksCache(base, keys);
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token');
        let email = claims.email;
        let verified = claims.email_verified;
        // Providers that keep the ID token small (or follow the code flow's rules strictly) give the
        // address at the userinfo endpoint instead; its subject must be the ID token's.
        if (email === undefined || verified === undefined) {
          const info = await client.fetchUserInfo(exchange, tokens.access_token, claims.sub);
          email = info.email;
          verified = info.email_verified;
        }
        return {
          subject: claims.sub,
          email: typeof email === 'string' && email.includes('@') ? email.trim() : null,
          // Some providers send the flag as the string "true".
          emailVerified: verified === true || verified === 'true',
        };
      } catch (error) {
        if (error instanceof OidcError) throw error;
        logger?.warn({ err: error, provider: p.name }, 'identity provider answer refused');
        throw new OidcError('failed', error);
      }
    },
  };
}
