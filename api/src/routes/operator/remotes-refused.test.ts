// What the operator API's publishing refuses, storing nothing: a remote the shell cannot load, a
// manifest that is not one, bad labels and fields, private and loopback addresses (the outbound
// guard), a shell manifest that is unavailable, and a label published before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../../test/helpers';
import type { JsonServer } from '../../../test/support/json-server';
import { shellManifest } from '../../../test/support/mf-manifests';
import { errorOf, operatorApp, publish, startManifestServer } from '../../../test/support/operator-remotes';
import { staticRootForTests, type RegistryAppOptions } from '../../../test/support/registry-app';

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
