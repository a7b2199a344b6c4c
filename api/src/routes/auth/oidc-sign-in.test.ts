// Signing in with an identity provider, through the app and a real OpenID provider on loopback
// (test/support/identity-provider.ts): the first sign-in creates the account, the next signs in to
// it; a wrong or replayed state, a replayed code, a wrong nonce, an expired ID token and an
// unverified address are refused with words on the sign-in screen; an account that has the address
// is linked only after its password; two-factor and the lock still apply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OIDC_SIGN_IN_ERRORS } from '@provana/contracts';
import { apiPaths, oidcSignInErrorMessage, type AuthResponse, type OidcPendingLink } from '@provana/contracts';
import { cookieFrom, createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';
import { startIdentityProvider, type TestIdentityProvider } from '../../../test/support/identity-provider';
import { turnOnTwoFactor } from '../../../test/support/two-factor';

const PUBLIC_URL = 'http://localhost:8080';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/corp/callback`;

let idp: TestIdentityProvider;
beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUri: REDIRECT_URI });
  idp.accounts.set('alice-sub', { email: 'alice@example.com', emailVerified: true });
  idp.accounts.set('bob-sub', { email: 'bob@example.com', emailVerified: false });
  idp.accounts.set('carol-sub', { email: 'carol@example.com', emailVerified: true });
  idp.accounts.set('dave-sub', { email: 'dave@example.com', emailVerified: true });
});
afterAll(async () => {
  await idp.close();
});

/** A fresh app whose clock is the real one (the provider stamps its tokens with the real time). */
const context = () =>
  createTestContext({
    now: new Date(),
    publicUrl: PUBLIC_URL,
    oidc: {
      providers: [{ name: 'corp', displayName: 'Corp ID', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }],
      allowLoopback: true,
    },
  });

/** The app's redirect to the provider and the cookie that binds the sign-in to this browser. */
async function start(t: TestContext, query = '') {
  const res = await get(t.app, `${apiPaths.oidcStart('corp')}${query}`);
  expect(res.status).toBe(302);
  return { location: res.headers.get('location') ?? '', flowCookie: cookieFrom(res) };
}

const callback = (t: TestContext, url: URL, cookie: string) => get(t.app, `${url.pathname}${url.search}`, cookie);

async function signInAs(t: TestContext, accountId: string, query = '') {
  const { location, flowCookie } = await start(t, query);
  const back = await idp.signIn(location, accountId);
  const res = await callback(t, back, flowCookie);
  return { res, back, flowCookie };
}

const refusedWith = (code: keyof typeof OIDC_SIGN_IN_ERRORS) => `/?signin_error=${code}&provider=corp`;

async function me(t: TestContext, cookie: string) {
  const res = await get(t.app, apiPaths.me, cookie);
  return res.status === 200 ? ((await res.json()) as AuthResponse).user : null;
}

describe('sign-in with an identity provider', () => {
  it('lists the configured providers for the sign-in screen, and none without configuration', async () => {
    const t = await context();
    expect(await (await get(t.app, apiPaths.oidcProviders)).json()).toEqual({ providers: [{ name: 'corp', displayName: 'Corp ID' }] });
    const plain = await createTestContext();
    expect(await (await get(plain.app, apiPaths.oidcProviders)).json()).toEqual({ providers: [] });
    const unknown = await get(plain.app, apiPaths.oidcStart('corp'));
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/?signin_error=unknown_provider');
  });

  it('says an unreachable provider in words, leaves nothing behind, and tries again at the next sign-in', async () => {
    const closed = await startIdentityProvider({ redirectUri: REDIRECT_URI });
    const { issuer } = closed;
    await closed.close();
    const t = await createTestContext({
      now: new Date(),
      publicUrl: PUBLIC_URL,
      oidc: {
        providers: [{ name: 'corp', displayName: 'Corp ID', issuer, clientId: closed.clientId, clientSecret: closed.clientSecret }],
        allowLoopback: true,
      },
    });
    const res = await get(t.app, apiPaths.oidcStart('corp'));
    expect(res.headers.get('location')).toBe(refusedWith('provider_unavailable'));
    expect(await t.rows('SELECT * FROM oidc_flows')).toEqual([]);

    // The provider is back at the same address: the failed discovery was not kept.
    const back = await startIdentityProvider({ redirectUri: REDIRECT_URI, port: Number(new URL(issuer).port) });
    try {
      const again = await get(t.app, apiPaths.oidcStart('corp'));
      expect(new URL(again.headers.get('location') ?? '', PUBLIC_URL).origin).toBe(issuer);
    } finally {
      await back.close();
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce, and keeps only the state hash', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t, '?remember=1&tz=Europe/Paris');
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email');
    const state = url.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThan(20);
    expect(flowCookie).toBe(`provana_oidc_state=${state}`);
    const flows = await t.rows<{ state_hash: string; nonce: string; remember_me: number; time_zone: string }>('SELECT * FROM oidc_flows');
    expect(flows).toHaveLength(1);
    expect(flows[0]?.state_hash).not.toBe(state);
    expect(flows[0]?.nonce).toBe(url.searchParams.get('nonce'));
    expect(flows[0]).toMatchObject({ remember_me: 1, time_zone: 'Europe/Paris' });
  });

  it('creates the account from the verified address on the first sign-in, and signs in to it the next time', async () => {
    const t = await context();
    const first = await signInAs(t, 'alice-sub', '?tz=Asia/Tokyo');
    expect(first.res.status).toBe(302);
    expect(first.res.headers.get('location')).toBe('/');
    const session =
      first.res.headers
        .getSetCookie()
        .find((c) => c.startsWith('provana_session='))
        ?.split(';')[0] ?? '';
    const user = await me(t, session);
    expect(user).toMatchObject({ email: 'alice@example.com', emailVerified: true, timeZone: 'Asia/Tokyo' });
    const stored = await t.row<{ has_password: number }>('SELECT has_password FROM users WHERE email = ?', 'alice@example.com');
    expect(Number(stored?.has_password)).toBe(0);
    // The flow cookie is cleared and the flow spent.
    expect(first.res.headers.getSetCookie().some((c) => c.startsWith('provana_oidc_state=;'))).toBe(true);
    expect(await t.rows('SELECT * FROM oidc_flows')).toEqual([]);

    const second = await signInAs(t, 'alice-sub');
    expect(second.res.headers.get('location')).toBe('/');
    const again =
      second.res.headers
        .getSetCookie()
        .find((c) => c.startsWith('provana_session='))
        ?.split(';')[0] ?? '';
    expect((await me(t, again))?.id).toBe(user?.id);
    expect(await t.rows('SELECT user_id, provider, subject, email FROM oidc_identities')).toEqual([
      { user_id: user?.id, provider: 'corp', subject: 'alice-sub', email: 'alice@example.com' },
    ]);
    expect(await t.rows('SELECT id FROM users WHERE lower(email) = ?', 'alice@example.com')).toHaveLength(1);
  });

  it('refuses a wrong state, a missing browser cookie and a replayed answer, signing nobody in', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t);
    const back = await idp.signIn(location, 'alice-sub');
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state-that-was-sent');
    const wrong = await callback(t, forged, `provana_oidc_state=not-the-state-that-was-sent`);
    expect(wrong.headers.get('location')).toBe(refusedWith('expired'));

    // Without the cookie of the browser that started it (a callback link sent to someone else).
    const elsewhere = await callback(t, back, '');
    expect(elsewhere.headers.get('location')).toBe(refusedWith('expired'));
    // That spent the state: the right browser cannot use it afterwards either.
    const replayed = await callback(t, back, flowCookie);
    expect(replayed.headers.get('location')).toBe(refusedWith('expired'));
    expect(replayed.headers.getSetCookie().some((c) => c.startsWith('provana_session='))).toBe(false);
    expect(await t.rows('SELECT id FROM users WHERE email = ?', 'alice@example.com')).toEqual([]);
  });

  it('refuses a code used once already, even under a new state', async () => {
    const t = await context();
    const first = await signInAs(t, 'alice-sub');
    expect(first.res.headers.get('location')).toBe('/');
    const again = await callback(t, first.back, first.flowCookie);
    expect(again.headers.get('location')).toBe(refusedWith('expired'));

    const fresh = await start(t);
    const state = new URL(fresh.location).searchParams.get('state') ?? '';
    const replay = new URL(first.back);
    replay.searchParams.set('state', state);
    const res = await callback(t, replay, fresh.flowCookie);
    expect(res.headers.get('location')).toBe(refusedWith('failed'));
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t);
    await t.exec('UPDATE oidc_flows SET nonce = ?', 'a-nonce-this-sign-in-never-sent');
    const back = await idp.signIn(location, 'alice-sub');
    const res = await callback(t, back, flowCookie);
    expect(res.headers.get('location')).toBe(refusedWith('failed'));
    expect(await t.rows('SELECT id FROM users WHERE email = ?', 'alice@example.com')).toEqual([]);
  });

  it('refuses an ID token that has expired by the time it is checked', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t);
    const back = await idp.signIn(location, 'alice-sub');
    // The provider's ID tokens last 2 minutes; the sign-in itself may take 10.
    t.clock.advanceMs(5 * 60 * 1000);
    const res = await callback(t, back, flowCookie);
    expect(res.headers.get('location')).toBe(refusedWith('failed'));
  });

  it('refuses a sign-in that took longer than 10 minutes', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t);
    const back = await idp.signIn(location, 'alice-sub');
    t.clock.advanceMs(10 * 60 * 1000);
    expect((await callback(t, back, flowCookie)).headers.get('location')).toBe(refusedWith('expired'));
  });

  it('refuses an address the provider has not verified, and says so in words', async () => {
    const t = await context();
    const { res } = await signInAs(t, 'bob-sub');
    expect(res.headers.get('location')).toBe(refusedWith('email_unverified'));
    expect(await t.rows('SELECT id FROM users WHERE email = ?', 'bob@example.com')).toEqual([]);
    expect(oidcSignInErrorMessage('email_unverified', 'Corp ID')).toBe(
      'Your Corp ID account has no verified email address. Verify it with Corp ID first, then try again.',
    );
    expect(oidcSignInErrorMessage('<script>', 'Corp ID')).toBeNull();
  });

  it('says a cancelled sign-in at the provider as cancelled', async () => {
    const t = await context();
    const { location, flowCookie } = await start(t);
    const state = new URL(location).searchParams.get('state') ?? '';
    const url = new URL(`${REDIRECT_URI}?error=access_denied&state=${state}`);
    expect((await callback(t, url, flowCookie)).headers.get('location')).toBe(refusedWith('cancelled'));
  });

  it('does not link an existing account by its address alone; its password links it and signs in', async () => {
    const t = await context();
    const { cookie } = await signUp(t.app, 'carol@example.com', 'carols-password');
    const carol = await me(t, cookie);
    const { res } = await signInAs(t, 'carol-sub', '?remember=1');
    const location = res.headers.get('location') ?? '';
    expect(location).toMatch(/^\/confirm-sign-in-link\?token=[A-Za-z0-9_-]+$/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('provana_session='))).toBe(false);
    expect(await t.rows('SELECT * FROM oidc_identities')).toEqual([]);
    const token = new URL(location, PUBLIC_URL).searchParams.get('token') ?? '';

    const info = await get(t.app, `${apiPaths.oidcPendingLink}?token=${token}`);
    expect(await info.json()).toEqual({
      provider: 'corp',
      displayName: 'Corp ID',
      email: 'carol@example.com',
      hasPassword: true,
      canMail: false,
    } satisfies OidcPendingLink);

    const wrong = await send(t.app, 'POST', apiPaths.oidcConfirmLink, { token, password: 'not-carols-password' });
    expect(wrong.status).toBe(401);
    expect(await t.rows('SELECT * FROM oidc_identities')).toEqual([]);
    expect(Number((await t.row<{ failed_login_count: number }>('SELECT failed_login_count FROM users WHERE id = ?', carol?.id))?.failed_login_count)).toBe(1);

    const right = await send(t.app, 'POST', apiPaths.oidcConfirmLink, { token, password: 'carols-password' });
    expect(right.status).toBe(200);
    expect(((await right.json()) as AuthResponse).user.id).toBe(carol?.id);
    // Remember me from the start of the sign-in.
    expect(right.headers.get('set-cookie')).toMatch(/Max-Age=\d+/);
    expect(await t.rows('SELECT user_id, subject FROM oidc_identities')).toEqual([{ user_id: carol?.id, subject: 'carol-sub' }]);
    const used = await send(t.app, 'POST', apiPaths.oidcConfirmLink, { token, password: 'carols-password' });
    expect(used.status).toBe(400);

    const next = await signInAs(t, 'carol-sub');
    expect(next.res.headers.get('location')).toBe('/');
  });

  it('asks for the second factor after the provider when the account has two-factor on', async () => {
    const t = await context();
    const first = await signInAs(t, 'dave-sub');
    const session =
      first.res.headers
        .getSetCookie()
        .find((c) => c.startsWith('provana_session='))
        ?.split(';')[0] ?? '';
    await turnOnTwoFactor(t, session);
    const { res } = await signInAs(t, 'dave-sub');
    expect(res.headers.get('location')).toMatch(/^\/#two_factor=[A-Za-z0-9_%-]+$/);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('provana_session='))).toBe(false);
    expect(await t.rows('SELECT user_id FROM two_factor_challenges')).toHaveLength(1);
  });

  it('refuses a locked account', async () => {
    const t = await context();
    await signInAs(t, 'alice-sub');
    await t.exec('UPDATE users SET locked_until = ? WHERE email = ?', t.clock.now().getTime() + 60_000, 'alice@example.com');
    const { res } = await signInAs(t, 'alice-sub');
    expect(res.headers.get('location')).toBe(refusedWith('locked'));
  });
});
