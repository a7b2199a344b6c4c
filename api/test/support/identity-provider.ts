// A real OpenID Connect provider on 127.0.0.1 (oidc-provider from npm) for sign-in tests: one
// confidential client with the app's redirect URI, accounts the test defines (address, verified or
// not), consent taken as given (a first-party client), and the browser's part of a sign-in played
// over HTTP with a cookie jar: the authorization request, the provider's login form, and the
// redirect back, whose URL the test then hands to the app.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by their id, which is also their `sub`. */
  accounts: Map<string, ProviderAccount>;
  /**
   * From the app's redirect to the provider (its Location) to the provider's redirect back to the
   * app, signed in at the provider as accountId: the callback URL with code, state and iss.
   */
  signIn(authorizationUrl: string, accountId: string): Promise<URL>;
  close(): Promise<void>;
}

export interface IdentityProviderOptions {
  redirectUri: string;
  /** Lifetime of the ID tokens it issues (default 120 s). */
  idTokenTtlSeconds?: number;
  /** A given port (default: any free one), e.g. to come back where an earlier provider was. */
  port?: number;
}

type Jar = Map<string, string>;

function remember(jar: Jar, res: Response): void {
  for (const header of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<TestIdentityProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'provana-test';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const accounts = new Map<string, ProviderAccount>();

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['identity-provider-test-cookie-key'] },
    ttl: { IdToken: options.idTokenTtlSeconds ?? 120 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified }) };
    },
    // A first-party client: no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const clientIdOf = oidc.client?.clientId ?? '';
      const grantId = (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ?? oidc.session?.grantIdFor(clientIdOf);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: clientIdOf, accountId: oidc.session?.accountId ?? '' });
      grant.addOIDCScope('openid email');
      grant.addOIDCClaims(['email', 'email_verified']);
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  async function signIn(authorizationUrl: string, accountId: string): Promise<URL> {
    const jar: Jar = new Map();
    let next = new URL(authorizationUrl);
    let loggedIn = false;
    for (let hop = 0; hop < 10; hop++) {
      if (next.href.startsWith(options.redirectUri)) return next;
      const atLoginForm = next.pathname.startsWith('/interaction/') && !loggedIn;
      const res = await fetch(next, {
        method: atLoginForm ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), ...(atLoginForm ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
        ...(atLoginForm ? { body: new URLSearchParams({ prompt: 'login', login: accountId }).toString() } : {}),
      });
      if (atLoginForm) loggedIn = true;
      remember(jar, res);
      const location = res.headers.get('location');
      await res.arrayBuffer();
      if (!location) throw new Error(`the provider answered ${res.status} at ${next.pathname} without a redirect`);
      next = new URL(location, next);
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
