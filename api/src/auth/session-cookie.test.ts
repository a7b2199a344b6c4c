// The session cookie follows how the request arrived: over HTTPS the Secure `__Host-provana_session`
// (Path=/, no Domain), over plain HTTP `provana_session`; each is read only on its own transport.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './accounts';
import { cookieFrom, createTestContext, jsonHeaders, type TestContext } from '../../test/helpers';

const HTTPS = 'https://provana.example';
const HTTP = 'http://provana.example';

async function signIn(t: TestContext, origin: string, headers: Record<string, string> = {}) {
  return t.app.request(`${origin}${apiPaths.login}`, {
    method: 'POST',
    headers: { ...jsonHeaders(), ...headers },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe: true }),
  });
}

const me = (t: TestContext, origin: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.request(`${origin}${apiPaths.me}`, { headers: { Cookie: cookie, ...headers } });

/** The same token under the other cookie name. */
const renamed = (cookie: string, name: string) => `${name}=${cookie.split('=').slice(1).join('=')}`;

describe('session cookie over HTTPS', () => {
  it('is __Host-provana_session, Secure, HttpOnly, SameSite=Lax, Path=/ and without Domain', async () => {
    const t = await createTestContext();
    const res = await signIn(t, HTTPS);
    expect(res.status).toBe(200);
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^__Host-provana_session=[^;]+;/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; Max-Age=2592000/);
    expect(header).not.toMatch(/Domain=/i);
  });

  it('is read over HTTPS only under its __Host- name', async () => {
    const t = await createTestContext();
    const cookie = cookieFrom(await signIn(t, HTTPS));
    expect((await me(t, HTTPS, cookie)).status).toBe(200);
    // A plain-named cookie (which a plain-HTTP response or a sibling domain could plant) is not accepted over HTTPS.
    expect((await me(t, HTTPS, renamed(cookie, 'provana_session'))).status).toBe(401);
    // Nor is the __Host- cookie read over plain HTTP.
    expect((await me(t, HTTP, cookie)).status).toBe(401);
  });

  it('logout clears the __Host- cookie and ends the session', async () => {
    const t = await createTestContext();
    const cookie = cookieFrom(await signIn(t, HTTPS));
    const res = await t.app.request(`${HTTPS}${apiPaths.logout}`, { method: 'POST', headers: jsonHeaders(cookie), body: '{}' });
    expect(res.status).toBe(200);
    const cleared = res.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/^__Host-provana_session=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/; Secure/);
    expect(cleared).toMatch(/; Path=\//);
    expect((await me(t, HTTPS, cookie)).status).toBe(401);
  });
});

describe('session cookie over plain HTTP', () => {
  it('is provana_session without Secure, and read only under that name', async () => {
    const t = await createTestContext();
    const res = await signIn(t, HTTP);
    const header = res.headers.get('set-cookie') ?? '';
    expect(header).toMatch(/^provana_session=[^;]+;/);
    expect(header).not.toMatch(/Secure/);
    const cookie = cookieFrom(res);
    expect((await me(t, HTTP, cookie)).status).toBe(200);
    expect((await me(t, HTTP, renamed(cookie, '__Host-provana_session'))).status).toBe(401);
  });

  it('logout clears provana_session', async () => {
    const t = await createTestContext();
    const cookie = cookieFrom(await signIn(t, HTTP));
    const res = await t.app.request(`${HTTP}${apiPaths.logout}`, { method: 'POST', headers: jsonHeaders(cookie), body: '{}' });
    expect(res.headers.get('set-cookie')).toMatch(/^provana_session=;.*Max-Age=0/);
    expect((await me(t, HTTP, cookie)).status).toBe(401);
  });
});

describe('behind a TLS-terminating proxy', () => {
  it('believes X-Forwarded-Proto only with the proxy switch on', async () => {
    const trusted = await createTestContext({ trustProxy: true });
    const viaProxy = await signIn(trusted, HTTP, { 'X-Forwarded-Proto': 'https' });
    expect(viaProxy.headers.get('set-cookie')).toMatch(/^__Host-provana_session=.*; Secure/);
    const cookie = cookieFrom(viaProxy);
    expect((await me(trusted, HTTP, cookie, { 'X-Forwarded-Proto': 'https' })).status).toBe(200);
    expect((await me(trusted, HTTP, cookie)).status).toBe(401);

    const direct = await createTestContext();
    const spoofed = await signIn(direct, HTTP, { 'X-Forwarded-Proto': 'https' });
    expect(spoofed.headers.get('set-cookie')).toMatch(/^provana_session=/);
    expect(spoofed.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('PROVANA_SECURE_COOKIES (secureCookies) forces the __Host- cookie whatever the request says', async () => {
    const t = await createTestContext({ secureCookies: true });
    const res = await signIn(t, HTTP);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-provana_session=.*; Secure/);
    const cookie = cookieFrom(res);
    expect((await me(t, HTTP, cookie)).status).toBe(200);
    expect((await me(t, HTTP, renamed(cookie, 'provana_session'))).status).toBe(401);
  });
});
