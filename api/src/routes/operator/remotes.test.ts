// The operator API over the app as the server assembles it: who may call it, then publishing,
// promoting, canaries and rollbacks, and what /remotes.json and the pages' CSP serve afterwards.
// Manifests come from a loopback server (PROVANA_OPERATOR_ALLOW_LOOPBACK in tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { inCanary } from '../../services/remotes/canary-bucket';
import { FIXED_NOW, databaseDigest, get, login, signUp } from '../../../test/helpers';
import type { JsonServer } from '../../../test/support/json-server';
import { errorOf, operatorApp, promote, publish, registryOf, remotesPath, startManifestServer } from '../../../test/support/operator-remotes';
import { OPERATOR_TOKEN, operator, pagePolicy, staticRootForTests, type RegistryAppOptions } from '../../../test/support/registry-app';

let cdn: JsonServer;
const statics = staticRootForTests();
beforeAll(async () => {
  cdn = await startManifestServer();
});
afterAll(async () => {
  await cdn.close();
  statics.remove();
});
const setup = (options: Partial<RegistryAppOptions> = {}) => operatorApp(statics.root, options);

describe('the operator API: access', () => {
  it('does not exist without PROVANA_OPERATOR_TOKEN: every path is the ordinary JSON 404', async () => {
    const { app } = await setup({ operator: null });
    for (const res of [
      await operator(app, 'GET', remotesPath),
      await publish(app, 'mf_team', { version: '1.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') }),
    ]) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe('not_found');
    }
  });

  it.each([
    ['no Authorization', ''],
    ['a wrong token', 'Bearer not-the-operator-token-at-all'],
    ['the token with another scheme', `Basic ${OPERATOR_TOKEN}`],
    ['a prefix of the token', `Bearer ${OPERATOR_TOKEN.slice(0, -1)}`],
  ])('answers 401 with %s, and changes nothing', async (_label, authorization) => {
    const { app, db } = await setup();
    const before = await databaseDigest(db);
    const res = await operator(app, 'POST', `${remotesPath}/mf_team/rollback`, {}, authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await errorOf(res)).code).toBe('unauthenticated');
    expect((await operator(app, 'GET', remotesPath, undefined, authorization)).status).toBe(401);
    expect(await databaseDigest(db)).toBe(before);
  });

  it('is not reachable with a signed-in session', async () => {
    const { app } = await setup();
    const cookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await app.request(remotesPath, { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('publishing, promoting and rolling back a remote', () => {
  it('publishes a version, serves it once promoted (registry and CSP), and rolls back', async () => {
    const { app } = await setup();
    const entryUrl = cdn.url('/team/1.0.0/remoteEntry.js');
    expect((await registryOf(app)).mf_team).toBe('/remotes/team/remoteEntry.js');

    const published = await publish(app, 'mf_team', { version: '1.0.0', entryUrl });
    expect(published.status).toBe(201);
    expect(await published.json()).toEqual({
      remote: 'mf_team',
      version: '1.0.0',
      entryUrl,
      manifestUrl: cdn.url('/team/1.0.0/mf-manifest.json'),
      publishedBy: 'operator',
      publishedAt: FIXED_NOW.toISOString(),
      manifest: expect.objectContaining({ exposes: ['Team'], pluginVersion: '2.9.3', buildVersion: '0.1.0' }),
    });
    // Published is not live.
    expect((await registryOf(app)).mf_team).toBe('/remotes/team/remoteEntry.js');
    expect((await pagePolicy(app))['script-src']).toBe("script-src 'self'");

    const promoted = await promote(app, 'mf_team', { version: '1.0.0' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ remote: 'mf_team', live: { version: '1.0.0', entryUrl }, canary: null, previous: 'bundled' });
    expect((await registryOf(app)).mf_team).toBe(entryUrl);
    expect((await registryOf(app)).mf_brief).toBe('/remotes/brief/remoteEntry.js');
    const policy = await pagePolicy(app);
    expect(policy['script-src']).toBe(`script-src 'self' ${cdn.origin}`);
    expect(policy['img-src']).toBe(`img-src 'self' data: ${cdn.origin}`);
    expect(policy['font-src']).toBe(`font-src 'self' ${cdn.origin}`);
    expect(policy['connect-src']).toBe("connect-src 'self'");
    // The page of a remote served here carries the same policy; other files keep the fixed one.
    expect((await pagePolicy(app, '/remotes/team/index.html'))['script-src']).toBe(`script-src 'self' ${cdn.origin}`);
    expect((await app.request('/remotes/team/remoteEntry.js')).headers.get('content-security-policy')).not.toContain(cdn.origin);

    const rolledBack = await operator(app, 'POST', `${remotesPath}/mf_team/rollback`, {});
    expect(await rolledBack.json()).toMatchObject({ live: { version: 'bundled', entryUrl: '/remotes/team/remoteEntry.js' }, previous: null });
    expect((await registryOf(app)).mf_team).toBe('/remotes/team/remoteEntry.js');
    expect((await pagePolicy(app))['script-src']).toBe("script-src 'self'");
    const again = await operator(app, 'POST', `${remotesPath}/mf_team/rollback`, {});
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('no_previous_version');
  });

  it('answers a page revalidation after a promotion with the page and its new policy, not a 304', async () => {
    const { app } = await setup();
    const first = await app.request('/', { headers: { Accept: 'text/html' } });
    const etag = first.headers.get('etag') ?? '';
    expect((await app.request('/', { headers: { Accept: 'text/html', 'If-None-Match': etag } })).status).toBe(304);
    await publish(app, 'mf_team', { version: '1.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') });
    await promote(app, 'mf_team', { version: '1.0.0' });
    const after = await app.request('/', { headers: { Accept: 'text/html', 'If-None-Match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('content-security-policy')).toContain(cdn.origin);
  });

  it('gives a canary to a stable share of accounts, by account, and never to anonymous visitors', async () => {
    const { app } = await setup();
    const canaryEntry = cdn.url('/team/1.1.0/remoteEntry.js');
    await publish(app, 'mf_team', { version: '1.1.0', entryUrl: canaryEntry });
    const res = await promote(app, 'mf_team', { version: '1.1.0', canaryPercent: 50 });
    expect(await res.json()).toMatchObject({ live: { version: 'bundled' }, canary: { version: '1.1.0', percent: 50, entryUrl: canaryEntry } });

    const accounts = [{ id: 1, cookie: await login(app, DEMO_EMAIL, DEMO_PASSWORD) }];
    for (const n of [2, 3, 4]) {
      const { cookie } = await signUp(app, `canary${n}@example.com`, 'correct-horse');
      const me = (await (await get(app, apiPaths.me, cookie)).json()) as { user: { id: number } };
      accounts.push({ id: me.user.id, cookie });
    }
    const inShare = accounts.filter((a) => inCanary(a.id, 'mf_team', 50));
    // Both kinds of account are among these (the buckets are fixed by the ids).
    expect(inShare.length).toBeGreaterThan(0);
    expect(inShare.length).toBeLessThan(accounts.length);
    for (const account of accounts) {
      const expected = inCanary(account.id, 'mf_team', 50) ? canaryEntry : '/remotes/team/remoteEntry.js';
      for (let i = 0; i < 3; i++) expect((await registryOf(app, account.cookie)).mf_team).toBe(expected);
    }
    expect((await registryOf(app)).mf_team).toBe('/remotes/team/remoteEntry.js');
    const res304 = await get(app, '/remotes.json', accounts[0]?.cookie);
    expect(res304.headers.get('vary')).toBe('Cookie');
    expect(res304.headers.get('cache-control')).toBe('no-cache');
    // Every page may load the canary's origin: an account signs in on a page that was served anonymously.
    expect((await pagePolicy(app))['script-src']).toBe(`script-src 'self' ${cdn.origin}`);

    // Promoting the canary's version makes it everyone's.
    await promote(app, 'mf_team', { version: '1.1.0' });
    for (const account of accounts) expect((await registryOf(app, account.cookie)).mf_team).toBe(canaryEntry);
  });

  it('lists every remote with its versions (a manifest summary, not the manifest), live, canary and previous', async () => {
    const { app } = await setup();
    await publish(app, 'mf_team', { version: '1.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') });
    await publish(app, 'mf_team', { version: '1.1.0', entryUrl: cdn.url('/team/1.1.0/remoteEntry.js') });
    await promote(app, 'mf_team', { version: '1.0.0' });
    await promote(app, 'mf_team', { version: '1.1.0', canaryPercent: 10 });
    const body = (await (await operator(app, 'GET', remotesPath)).json()) as {
      remotes: { name: string; live: unknown; canary: unknown; previous: string | null; versions: { version: string; manifest: unknown }[] }[];
    };
    expect(body.remotes.map((r) => r.name)).toEqual(['mf_brief', 'mf_voice', 'mf_planning', 'mf_team', 'mf_leadership', 'mf_print', 'mf_booking']);
    const team = body.remotes.find((r) => r.name === 'mf_team');
    expect(team).toMatchObject({ live: { version: '1.0.0' }, canary: { version: '1.1.0', percent: 10 }, previous: 'bundled' });
    expect(team?.versions.map((v) => v.version)).toEqual(['1.1.0', '1.0.0', 'bundled']);
    expect(team?.versions[0]?.manifest).toMatchObject({
      exposes: ['Team'],
      shared: expect.arrayContaining([{ name: 'react', version: '19.2.0', requiredVersion: '^19.2.0', singleton: true }]),
    });
    expect(body.remotes.find((r) => r.name === 'mf_brief')).toMatchObject({
      live: { version: 'bundled', entryUrl: '/remotes/brief/remoteEntry.js' },
      canary: null,
      versions: [{ version: 'bundled', manifest: null }],
    });
  });

  it('publishes a build served by this server from its own folder, reading the manifest from its dist', async () => {
    const { app } = await setup();
    const res = await publish(app, 'mf_team', { version: 'local-1', entryUrl: '/remotes/team/remoteEntry.js' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ manifestUrl: '/remotes/team/mf-manifest.json', manifest: { exposes: ['Team'] } });
    expect((await publish(app, 'mf_brief', { version: 'local-1', entryUrl: '/remotes/brief/remoteEntry.js' })).status).toBe(422);
    const elsewhere = await publish(app, 'mf_brief', { version: 'local-2', entryUrl: '/remotes/team/remoteEntry.js' });
    expect(await errorOf(elsewhere)).toMatchObject({ code: 'validation_error', field: 'entryUrl' });
  });

  it('follows a redirect to the manifest, checking the new address', async () => {
    const { app } = await setup();
    const res = await publish(app, 'mf_team', {
      version: '1.0.0',
      entryUrl: cdn.url('/team/1.0.0/remoteEntry.js'),
      manifestUrl: cdn.url('/team/redirect-ok/mf-manifest.json'),
    });
    expect(res.status).toBe(201);
  });

  it('promotes only a published version, and a canary only of another version than the live one', async () => {
    const { app } = await setup();
    const unknown = await promote(app, 'mf_team', { version: '9.9.9' });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'not_found', message: 'mf_team has no version 9.9.9; publish it first' });
    const sameAsLive = await promote(app, 'mf_team', { version: 'bundled', canaryPercent: 5 });
    expect(sameAsLive.status).toBe(409);
  });
});
