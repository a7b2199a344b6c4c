// Passkeys through the app, on SQLite and PostgreSQL, with a software authenticator that signs like
// a platform one: add, name and remove; sign in with a passkey alone; a ceremony answers once; a
// cloned authenticator's counter, another site's answer and a locked account are refused.
import { describe, expect, it } from 'vitest';
import { apiPaths, type AuthResponse, type PasskeyList, type PasskeyOptions } from '@provana/contracts';
import { DEMO_EMAIL } from '../../auth/accounts';
import { cookieFrom, createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';
import { softAuthenticator } from '../../../test/support/soft-authenticator';
import { LOCK_MS } from './sign-in';

// app.request resolves paths against http://localhost: the relying party the server sees.
const ORIGIN = 'http://localhost';

async function options(t: TestContext, path: string, cookie?: string) {
  const res = await send(t.app, 'POST', path, {}, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as PasskeyOptions & { options: { challenge: string; user: { id: string } } };
}

async function addPasskey(t: TestContext, cookie: string, name?: string) {
  const key = softAuthenticator(ORIGIN);
  const { ceremony, options: o } = await options(t, apiPaths.passkeyRegistrationOptions, cookie);
  const res = await send(t.app, 'POST', apiPaths.passkeyRegistration, { ceremony, credential: key.register(o), ...(name ? { name } : {}) }, cookie);
  expect(res.status).toBe(201);
  return { key, list: (await res.json()) as PasskeyList };
}

async function signInWith(t: TestContext, key: ReturnType<typeof softAuthenticator>, rememberMe = false) {
  const { ceremony, options: o } = await options(t, apiPaths.passkeySignInOptions);
  return send(t.app, 'POST', apiPaths.signInPasskey, { ceremony, credential: key.signIn(o), rememberMe });
}

describe('passkeys in Settings', () => {
  it('adds several, names, renames and removes them, each account seeing only its own', async () => {
    const t = await createTestContext();
    const { list: first } = await addPasskey(t, t.demoCookie, 'Laptop');
    expect(first.passkeys).toEqual([{ id: expect.any(Number) as number, name: 'Laptop', createdAt: t.clock.now().toISOString(), lastUsedAt: null }]);
    const { list: both } = await addPasskey(t, t.demoCookie);
    expect(both.passkeys.map((p) => p.name)).toEqual(['Laptop', 'Passkey 2']);
    const [laptop, second] = both.passkeys;

    const other = await signUp(t.app);
    expect(((await (await get(t.app, apiPaths.passkeys, other.cookie)).json()) as PasskeyList).passkeys).toEqual([]);
    expect((await t.app.request(apiPaths.passkey(laptop?.id ?? 0), { method: 'DELETE', headers: { Cookie: other.cookie } })).status).toBe(404);

    const renamed = await send(t.app, 'PATCH', apiPaths.passkey(second?.id ?? 0), { name: ' Phone ' }, t.demoCookie);
    expect(((await renamed.json()) as PasskeyList).passkeys.map((p) => p.name)).toEqual(['Laptop', 'Phone']);
    const removed = await t.app.request(apiPaths.passkey(laptop?.id ?? 0), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(((await removed.json()) as PasskeyList).passkeys.map((p) => p.name)).toEqual(['Phone']);
  });

  it('refuses an answer for another site, a ceremony used twice and one of another account', async () => {
    const t = await createTestContext();
    const key = softAuthenticator(ORIGIN);
    const phishing = await options(t, apiPaths.passkeyRegistrationOptions, t.demoCookie);
    const wrongSite = await send(
      t.app,
      'POST',
      apiPaths.passkeyRegistration,
      { ceremony: phishing.ceremony, credential: key.register(phishing.options, 'https://provana.example.net') },
      t.demoCookie,
    );
    expect(wrongSite.status).toBe(400);
    expect(await wrongSite.json()).toMatchObject({ error: { code: 'passkey_invalid' } });
    // That ceremony is spent, whatever its outcome.
    const again = await send(
      t.app,
      'POST',
      apiPaths.passkeyRegistration,
      { ceremony: phishing.ceremony, credential: key.register(phishing.options) },
      t.demoCookie,
    );
    expect(await again.json()).toMatchObject({ error: { code: 'passkey_expired' } });

    const other = await signUp(t.app);
    const mine = await options(t, apiPaths.passkeyRegistrationOptions, t.demoCookie);
    const stolen = await send(t.app, 'POST', apiPaths.passkeyRegistration, { ceremony: mine.ceremony, credential: key.register(mine.options) }, other.cookie);
    expect(stolen.status).toBe(400);
    expect(await t.rows('SELECT id FROM passkeys')).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const t = await createTestContext();
    expect((await get(t.app, apiPaths.passkeys)).status).toBe(401);
    expect((await send(t.app, 'POST', apiPaths.passkeyRegistrationOptions, {})).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with the passkey alone, with Remember me, and records its use', async () => {
    const t = await createTestContext();
    const { key } = await addPasskey(t, t.demoCookie, 'Laptop');
    t.clock.advanceMs(60_000);
    const res = await signInWith(t, key, true);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    expect(((await res.json()) as AuthResponse).user).toMatchObject({ email: DEMO_EMAIL, executiveId: 1 });
    expect((await get(t.app, apiPaths.me, cookieFrom(res))).status).toBe(200);
    const [used] = ((await (await get(t.app, apiPaths.passkeys, t.demoCookie)).json()) as PasskeyList).passkeys;
    expect(used?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('a signed answer works once, a cloned authenticator (counter going back) and a removed passkey are refused', async () => {
    const t = await createTestContext();
    const { key, list } = await addPasskey(t, t.demoCookie);
    const { ceremony, options: o } = await options(t, apiPaths.passkeySignInOptions);
    const credential = key.signIn(o);
    expect((await send(t.app, 'POST', apiPaths.signInPasskey, { ceremony, credential })).status).toBe(200);
    const replay = await send(t.app, 'POST', apiPaths.signInPasskey, { ceremony, credential });
    expect(replay.status).toBe(401);
    expect(replay.headers.get('set-cookie')).toBeNull();

    key.setCounter(0);
    const cloned = await signInWith(t, key);
    expect(cloned.status).toBe(401);
    expect(await cloned.json()).toMatchObject({ error: { code: 'passkey_invalid' } });

    key.setCounter(10);
    expect((await signInWith(t, key)).status).toBe(200);
    await t.app.request(apiPaths.passkey(list.passkeys[0]?.id ?? 0), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect((await signInWith(t, key)).status).toBe(401);
  });

  it('refuses an answer made for another site, and a locked account', async () => {
    const t = await createTestContext();
    const { key } = await addPasskey(t, t.demoCookie);
    const { ceremony, options: o } = await options(t, apiPaths.passkeySignInOptions);
    expect((await send(t.app, 'POST', apiPaths.signInPasskey, { ceremony, credential: key.signIn(o, 'https://provana.example.net') })).status).toBe(401);

    for (let i = 0; i < 5; i++) await send(t.app, 'POST', apiPaths.login, { email: DEMO_EMAIL, password: `wrong-${i}` });
    expect((await signInWith(t, key)).status).toBe(423);
    t.clock.advanceMs(LOCK_MS);
    expect((await signInWith(t, key)).status).toBe(200);
  });
});
