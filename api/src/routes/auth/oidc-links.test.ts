// Linked sign-ins, through the app: the list in Settings and unlinking one only while another way to
// sign in remains (a password, a passkey, another linked sign-in), also for passkeys of an account
// without a password; and confirming a link by a mailed link instead of the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type LinkedSignInsResponse } from '@provana/contracts';
import { accountMailOver, startMailCapture, type MailCapture } from '../../../test/support/mail-capture';
import { cookieFrom, createTestContext, get, send, signUp, type TestContext, type TestContextOptions } from '../../../test/helpers';
import { startIdentityProvider, type TestIdentityProvider } from '../../../test/support/identity-provider';

const PUBLIC_URL = 'http://localhost:8080';

let idp: TestIdentityProvider;
let capture: MailCapture;
const mailers: { close(): void }[] = [];
beforeAll(async () => {
  idp = await startIdentityProvider({ redirectUri: `${PUBLIC_URL}/api/auth/oidc/corp/callback` });
  idp.accounts.set('erin-sub', { email: 'erin@example.com', emailVerified: true });
  idp.accounts.set('frank-sub', { email: 'frank@example.com', emailVerified: true });
  capture = await startMailCapture();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await capture.close();
  await idp.close();
});

const context = (options: TestContextOptions = {}) =>
  createTestContext({
    now: new Date(),
    publicUrl: PUBLIC_URL,
    oidc: {
      providers: [{ name: 'corp', displayName: 'Corp ID', issuer: idp.issuer, clientId: idp.clientId, clientSecret: idp.clientSecret }],
      allowLoopback: true,
    },
    ...options,
  });

async function signInAs(t: TestContext, accountId: string) {
  const start = await get(t.app, apiPaths.oidcStart('corp'));
  const back = await idp.signIn(start.headers.get('location') ?? '', accountId);
  const res = await get(t.app, `${back.pathname}${back.search}`, cookieFrom(start));
  const session =
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith('provana_session='))
      ?.split(';')[0] ?? '';
  return { res, session };
}

const listOf = async (t: TestContext, cookie: string) => (await (await get(t.app, apiPaths.linkedSignIns, cookie)).json()) as LinkedSignInsResponse;
const unlink = (t: TestContext, id: number, cookie: string) => t.app.request(apiPaths.linkedSignIn(id), { method: 'DELETE', headers: { Cookie: cookie } });

describe('linked sign-ins', () => {
  it('answers 401 without a session', async () => {
    const t = await context();
    expect((await get(t.app, apiPaths.linkedSignIns)).status).toBe(401);
    expect((await unlink(t, 1, '')).status).toBe(401);
  });

  it('keeps the only way to sign in of an account created by a provider, and unlinks once another remains', async () => {
    const t = await context();
    const { session } = await signInAs(t, 'erin-sub');
    const list = await listOf(t, session);
    expect(list.hasPassword).toBe(false);
    expect(list.signIns).toMatchObject([{ provider: 'corp', displayName: 'Corp ID', email: 'erin@example.com', isLastWayToSignIn: true }]);
    const id = list.signIns[0]?.id ?? 0;

    const refused = await unlink(t, id, session);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('last_way_to_sign_in');
    expect(await t.rows('SELECT id FROM oidc_identities')).toHaveLength(1);

    // A second linked sign-in (another provider's) is another way: now either may go, not both.
    const user = await t.row<{ id: number }>('SELECT id FROM users WHERE email = ?', 'erin@example.com');
    await t.repos.identityProviders.link(user?.id ?? 0, 'other', 'erin-at-other', 'erin@example.com', t.clock.now().getTime());
    expect((await listOf(t, session)).signIns.map((s) => s.isLastWayToSignIn)).toEqual([false, false]);
    expect((await unlink(t, id, session)).status).toBe(204);
    const [other] = (await listOf(t, session)).signIns;
    expect(other).toMatchObject({ provider: 'other', isLastWayToSignIn: true });
    expect((await unlink(t, other?.id ?? 0, session)).status).toBe(409);

    // No password to change either: said in words, and not counted as a wrong guess.
    const change = await send(t.app, 'POST', apiPaths.changePassword, { currentPassword: 'anything-at-all', newPassword: 'a-new-password' }, session);
    expect(change.status).toBe(409);
    expect(((await change.json()) as { error: { code: string } }).error.code).toBe('no_password');
    expect(Number((await t.row<{ failed_login_count: number }>('SELECT failed_login_count FROM users WHERE id = ?', user?.id))?.failed_login_count)).toBe(0);
  });

  it('lets an account with a password unlink its only provider sign-in; another account’s is not found', async () => {
    const t = await context();
    const { cookie } = await signUp(t.app, 'frank@example.com', 'franks-password');
    const { res } = await signInAs(t, 'frank-sub');
    const token = new URL(res.headers.get('location') ?? '', PUBLIC_URL).searchParams.get('token') ?? '';
    expect((await send(t.app, 'POST', apiPaths.oidcConfirmLink, { token, password: 'franks-password' })).status).toBe(200);
    const list = await listOf(t, cookie);
    expect(list).toMatchObject({ hasPassword: true, signIns: [{ isLastWayToSignIn: false }] });
    const id = list.signIns[0]?.id ?? 0;
    expect((await unlink(t, id, t.demoCookie)).status).toBe(404);
    expect((await unlink(t, id, cookie)).status).toBe(204);
    expect(await t.rows('SELECT id FROM oidc_identities')).toEqual([]);
  });

  it('keeps the last passkey of an account without a password once its provider sign-in is gone', async () => {
    const t = await context();
    const { session } = await signInAs(t, 'erin-sub');
    const user = await t.row<{ id: number }>('SELECT id FROM users WHERE email = ?', 'erin@example.com');
    const passkeyId = await t.repos.passkeys.add(
      user?.id ?? 0,
      { credentialId: 'cred-erin', publicKey: 'key', counter: 0, transports: [], name: 'Laptop' },
      t.clock.now().getTime(),
    );
    const [linked] = (await listOf(t, session)).signIns;
    expect((await unlink(t, linked?.id ?? 0, session)).status).toBe(204);
    const remove = await t.app.request(apiPaths.passkey(passkeyId ?? 0), { method: 'DELETE', headers: { Cookie: session } });
    expect(remove.status).toBe(409);
    expect(await t.rows('SELECT id FROM passkeys')).toHaveLength(1);
  });

  it('links an existing account by a link mailed to its verified address, without signing in', async () => {
    const accountMail = accountMailOver(capture, false);
    mailers.push(accountMail.mailer);
    const t = await context({ accountMail });
    await signUp(t.app, 'frank@example.com', 'franks-password');
    await capture.next(); // the verification mail
    await t.exec('UPDATE users SET email_verified_at = 1 WHERE email = ?', 'frank@example.com');
    const { res } = await signInAs(t, 'frank-sub');
    const token = new URL(res.headers.get('location') ?? '', PUBLIC_URL).searchParams.get('token') ?? '';
    const info = await (await get(t.app, `${apiPaths.oidcPendingLink}?token=${token}`)).json();
    expect(info).toMatchObject({ canMail: true, hasPassword: true });

    expect((await send(t.app, 'POST', apiPaths.oidcLinkMail, { token })).status).toBe(200);
    const mail = await capture.next();
    expect(mail.to).toEqual(['frank@example.com']);
    expect(mail.subject).toBe('Link your Corp ID sign-in to PROVANA');
    const mailToken = /\/confirm-sign-in-link\?mail_token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';
    // The confirm page's own token is not the mailed one.
    expect((await send(t.app, 'POST', apiPaths.oidcConfirmLinkByMail, { token })).status).toBe(400);
    const confirmed = await send(t.app, 'POST', apiPaths.oidcConfirmLinkByMail, { token: mailToken });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('set-cookie')).toBeNull();
    expect(await t.rows('SELECT subject FROM oidc_identities')).toEqual([{ subject: 'frank-sub' }]);
    expect((await send(t.app, 'POST', apiPaths.oidcConfirmLinkByMail, { token: mailToken })).status).toBe(400);
    expect((await signInAs(t, 'frank-sub')).res.headers.get('location')).toBe('/');
  });
});
