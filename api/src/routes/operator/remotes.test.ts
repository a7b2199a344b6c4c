// The operator API over the app as the server assembles it: publishing (with the compatibility check
// and the outbound guard), promoting, canaries, rollbacks, and what /remotes.json and the pages' CSP
// serve afterwards. Manifests come from a loopback server (PROVANA_OPERATOR_ALLOW_LOOPBACK in tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../auth/accounts';
import { createRepositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';
import { ensureBundledRemotes } from '../../services/remotes/bundled-remotes';
import { inCanary } from '../../services/remotes/canary-bucket';
import { FIXED_NOW, TEST_SCRYPT, databaseDigest, get, login, signUp } from '../../../test/helpers';
import { startJsonServer, type JsonServer } from '../../../test/support/json-server';
import { remoteManifest, shellManifest } from '../../../test/support/mf-manifests';
import { OPERATOR_TOKEN, operator, pagePolicy, registryApp, staticRootForTests, type RegistryAppOptions } from '../../../test/support/registry-app';
import { createTestDatabase } from '../../../test/support/test-database';

let cdn: JsonServer;
const statics = staticRootForTests();
beforeAll(async () => {
  cdn = await startJsonServer();
  cdn.set('/team/1.0.0/mf-manifest.json', { body: remoteManifest('mf_team') });
  cdn.set('/team/1.1.0/mf-manifest.json', { body: remoteManifest('mf_team') });
  cdn.set('/team/react18/mf-manifest.json', {
    body: remoteManifest('mf_team', { shared: [{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0' }] }),
  });
  cdn.set('/team/no-module/mf-manifest.json', { body: remoteManifest('mf_team', { exposes: [] }) });
  cdn.set('/team/wrong-name/mf-manifest.json', { body: remoteManifest('mf_team', { name: 'mf_brief' }) });
  cdn.set('/team/not-json/mf-manifest.json', { text: '<!doctype html><p>Not found' });
  cdn.set('/team/redirect-private/mf-manifest.json', { status: 302, location: 'http://10.0.0.1/mf-manifest.json' });
  cdn.set('/team/redirect-ok/mf-manifest.json', { status: 302, location: '/team/1.0.0/mf-manifest.json' });
});
afterAll(async () => {
  await cdn.close();
  statics.remove();
});

const remotesPath = '/api/operator/remotes';
const publish = (app: Awaited<ReturnType<typeof setup>>['app'], name: string, body: unknown) => operator(app, 'POST', `${remotesPath}/${name}/versions`, body);
const promote = (app: Awaited<ReturnType<typeof setup>>['app'], name: string, body: unknown) => operator(app, 'POST', `${remotesPath}/${name}/live`, body);

/** A fresh database with the demo account and the bundled builds live, and the app over it. */
async function setup(options: Partial<RegistryAppOptions> = {}) {
  const db = await createTestDatabase();
  const clock = manualClock(FIXED_NOW);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT);
  await ensureBundledRemotes(repos, statics.root, clock.now());
  const app = registryApp(db, { clock, root: statics.root, ...options });
  return { db, app, clock };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
const registryOf = async (app: Awaited<ReturnType<typeof setup>>['app'], cookie?: string) =>
  (await get(app, '/remotes.json', cookie)).json() as Promise<Record<string, string>>;

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
    expect(body.remotes.map((r) => r.name)).toEqual(['mf_brief', 'mf_voice', 'mf_planning', 'mf_team', 'mf_leadership', 'mf_print']);
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

describe('what publishing refuses, storing nothing', () => {
  const refused = async (name: string, body: unknown, options: Partial<RegistryAppOptions> = {}) => {
    const { app, db } = await setup(options);
    const before = await databaseDigest(db);
    const res = await publish(app, name, body);
    expect(await databaseDigest(db)).toBe(before);
    return { status: res.status, error: await errorOf(res) };
  };

  it('a remote whose React range the shell does not meet, naming the package and both versions', async () => {
    const { status, error } = await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/react18/remoteEntry.js') });
    expect(status).toBe(422);
    // A build on React 18 both needs 18 and provides 18: each is a reason.
    expect(error).toEqual({
      code: 'incompatible_remote',
      message: 'mf_team needs react ^18.2.0, but the shell provides react 19.2.0; mf_team provides react 18.3.1, but the shell requires react ^19.2.0',
    });
  });

  it('a remote missing a module the shell loads, and a manifest of another remote', async () => {
    expect(await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/no-module/remoteEntry.js') })).toEqual({
      status: 422,
      error: { code: 'incompatible_remote', message: 'mf_team does not expose ./Team, which the shell loads' },
    });
    expect((await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/wrong-name/remoteEntry.js') })).error.message).toBe(
      'The manifest is for mf_brief, not mf_team',
    );
  });

  it('a manifest that is not one, or is not there', async () => {
    expect(await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/not-json/remoteEntry.js') })).toMatchObject({
      status: 422,
      error: { code: 'invalid_manifest' },
    });
    expect(await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/absent/remoteEntry.js') })).toMatchObject({
      status: 422,
      error: { code: 'manifest_unavailable', message: expect.stringContaining('HTTP 404') },
    });
  });

  it.each([
    ['ftp://cdn.example.com/team/remoteEntry.js', 'entryUrl'],
    ['javascript:alert(1)', 'entryUrl'],
    ['//cdn.example.com/team/remoteEntry.js', 'entryUrl'],
  ])('a non-http(s) entry %s (400)', async (entryUrl, field) => {
    expect(await refused('mf_team', { version: '2.0.0', entryUrl })).toMatchObject({ status: 400, error: { code: 'validation_error', field } });
  });

  it('bad labels, unknown remotes and unknown fields (400)', async () => {
    const entryUrl = cdn.url('/team/1.0.0/remoteEntry.js');
    expect((await refused('mf_team', { version: '../1', entryUrl })).error.field).toBe('version');
    expect((await refused('mf_team', { version: 'x'.repeat(65), entryUrl })).error.field).toBe('version');
    expect((await refused('mf_unknown', { version: '1.0.0', entryUrl })).error).toMatchObject({ code: 'validation_error', field: 'name' });
    expect((await refused('mf_team', { version: '1.0.0', entryUrl, canary: 10 })).status).toBe(400);
  });

  it('a manifest on a private address: an IP literal, a name resolving there, or a redirect there', async () => {
    const resolve = async (host: string) => [{ address: host === 'internal.example.com' ? '10.0.0.1' : '93.184.215.14', family: 4 }];
    const entryUrl = 'https://cdn.example.com/team/3.0.0/remoteEntry.js';
    for (const manifestUrl of [
      'https://10.0.0.1/mf-manifest.json',
      'https://internal.example.com/mf-manifest.json',
      'https://169.254.169.254/latest/meta-data/',
    ]) {
      expect(await refused('mf_team', { version: '3.0.0', entryUrl, manifestUrl }, { operator: { resolve } })).toMatchObject({
        status: 422,
        error: { code: 'address_refused', field: 'manifestUrl' },
      });
    }
    expect(await refused('mf_team', { version: '3.0.0', entryUrl: cdn.url('/team/redirect-private/remoteEntry.js') })).toMatchObject({
      status: 422,
      error: { code: 'address_refused' },
    });
  });

  it('loopback and plain http unless the operator allows them', async () => {
    const strict = { operator: { allowLoopback: false } };
    expect(await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') }, strict)).toMatchObject({
      status: 400,
      error: { field: 'entryUrl', message: 'entryUrl: must be an https:// URL' },
    });
    const httpsLoopback = {
      version: '2.0.0',
      entryUrl: 'https://cdn.example.com/team/remoteEntry.js',
      manifestUrl: `https://127.0.0.1:${new URL(cdn.origin).port}/team/1.0.0/mf-manifest.json`,
    };
    expect(await refused('mf_team', httpsLoopback, strict)).toMatchObject({ status: 422, error: { code: 'address_refused' } });
  });

  it("anything while the shell's manifest is unavailable (503)", async () => {
    expect(
      await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') }, { operator: { shellManifest: async () => null } }),
    ).toMatchObject({
      status: 503,
      error: { code: 'shell_manifest_unavailable' },
    });
    // A shell on React 18 would refuse the remote the default shell accepts.
    const react18 = JSON.stringify(shellManifest([{ name: 'react', version: '18.3.1', requiredVersion: '^18.2.0' }]));
    expect(
      (await refused('mf_team', { version: '2.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') }, { operator: { shellManifest: async () => react18 } }))
        .error.message,
    ).toBe('mf_team needs react ^19.2.0, but the shell provides react 18.3.1; mf_team provides react 19.2.0, but the shell requires react ^18.2.0');
  });

  it('a version label published before (409)', async () => {
    const { app, db } = await setup();
    const body = { version: '1.0.0', entryUrl: cdn.url('/team/1.0.0/remoteEntry.js') };
    expect((await publish(app, 'mf_team', body)).status).toBe(201);
    const before = await databaseDigest(db);
    const again = await publish(app, 'mf_team', { ...body, entryUrl: cdn.url('/team/1.1.0/remoteEntry.js') });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe('version_exists');
    expect(await databaseDigest(db)).toBe(before);
  });
});
