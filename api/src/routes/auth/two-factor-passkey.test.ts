// A passkey as the second factor, on SQLite and PostgreSQL: after the right password of an account
// with two-factor on, one of its passkeys answers instead of a code; another account's passkey, an
// account without passkeys and an expired sign-in are refused.
import { describe, expect, it } from 'vitest';
import { apiPaths, type AuthResponse, type PasskeyOptions, type TwoFactorChallenge } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { cookieFrom, createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';
import { softAuthenticator } from '../../../test/support/soft-authenticator';
import { turnOnTwoFactor } from '../../../test/support/two-factor';

const ORIGIN = 'http://localhost';
type Options = PasskeyOptions & { options: { challenge: string; user: { id: string }; allowCredentials?: { id: string }[] } };

async function addPasskey(t: TestContext, cookie: string) {
  const key = softAuthenticator(ORIGIN);
  const { ceremony, options } = (await (await send(t.app, 'POST', apiPaths.passkeyRegistrationOptions, {}, cookie)).json()) as Options;
  expect((await send(t.app, 'POST', apiPaths.passkeyRegistration, { ceremony, credential: key.register(options) }, cookie)).status).toBe(201);
  return key;
}

async function passwordStep(t: TestContext, rememberMe = false) {
  const res = await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe });
  return ((await res.json()) as TwoFactorChallenge).challenge;
}

const optionsFor = (t: TestContext, challenge: string) => send(t.app, 'POST', apiPaths.twoFactorPasskeyOptions, { challenge });

describe('a passkey as the second factor', () => {
  it('answers the two-factor step after the password, once, with Remember me', async () => {
    const t = await createTestContext();
    await turnOnTwoFactor(t, t.demoCookie);
    const key = await addPasskey(t, t.demoCookie);
    const challenge = await passwordStep(t, true);
    const res = await optionsFor(t, challenge);
    expect(res.status).toBe(200);
    const { ceremony, options } = (await res.json()) as Options;
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.id]);

    const signedIn = await send(t.app, 'POST', apiPaths.signInTwoFactorPasskey, { challenge, ceremony, credential: key.signIn(options) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    expect(((await signedIn.json()) as AuthResponse).user).toMatchObject({ email: DEMO_EMAIL, twoFactorEnabled: true });
    expect((await get(t.app, apiPaths.me, cookieFrom(signedIn))).status).toBe(200);
    // The sign-in challenge is spent.
    expect((await optionsFor(t, challenge)).status).toBe(401);
  });

  it('refuses another account’s passkey, and a two-factor ceremony used to sign in alone', async () => {
    const t = await createTestContext();
    await turnOnTwoFactor(t, t.demoCookie);
    await addPasskey(t, t.demoCookie);
    const other = await signUp(t.app);
    const strangerKey = await addPasskey(t, other.cookie);
    const challenge = await passwordStep(t);
    const { ceremony, options } = (await (await optionsFor(t, challenge)).json()) as Options;
    const res = await send(t.app, 'POST', apiPaths.signInTwoFactorPasskey, { challenge, ceremony, credential: strangerKey.signIn(options) });
    expect(res.status).toBe(401);
    expect(res.headers.get('set-cookie')).toBeNull();

    const again = (await (await optionsFor(t, challenge)).json()) as Options;
    const alone = await send(t.app, 'POST', apiPaths.signInPasskey, { ceremony: again.ceremony, credential: strangerKey.signIn(again.options) });
    expect(alone.status).toBe(401);
  });

  it('says when the account has no passkeys, and when the sign-in has expired', async () => {
    const t = await createTestContext();
    await turnOnTwoFactor(t, t.demoCookie);
    const challenge = await passwordStep(t);
    const none = await optionsFor(t, challenge);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ error: { code: 'no_passkeys' } });
    t.clock.advanceMs(5 * 60_000);
    expect(await (await optionsFor(t, challenge)).json()).toMatchObject({ error: { code: 'two_factor_expired' } });
  });
});
