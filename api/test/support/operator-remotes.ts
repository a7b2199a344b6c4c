// The operator API suites' set-up: a loopback server that serves the remotes' manifests (good ones and
// every kind the operator API refuses), a fresh database with the demo account and the bundled builds
// live, and the operator's calls.
import { ensureDemoAccount } from '../../src/auth/accounts';
import { createRepositories } from '../../src/db/repositories';
import { manualClock } from '../../src/lib/clock';
import { ensureBundledRemotes } from '../../src/services/remotes/bundled-remotes';
import { FIXED_NOW, TEST_SCRYPT, get } from '../helpers';
import { startJsonServer, type JsonServer } from './json-server';
import { remoteManifest } from './mf-manifests';
import { operator, registryApp, type RegistryApp, type RegistryAppOptions } from './registry-app';
import { createTestDatabase } from './test-database';

/** Manifests of mf_team under /team/<label>/mf-manifest.json, each label a case the suites publish. */
export async function startManifestServer(): Promise<JsonServer> {
  const cdn = await startJsonServer();
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
  return cdn;
}

/** A fresh database with the demo account and the bundled builds (under root) live, and the app over it. */
export async function operatorApp(root: string, options: Partial<RegistryAppOptions> = {}) {
  const db = await createTestDatabase();
  const clock = manualClock(FIXED_NOW);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT);
  await ensureBundledRemotes(repos, root, clock.now());
  const app = registryApp(db, { clock, root, ...options });
  return { db, app, clock };
}

export const remotesPath = '/api/operator/remotes';
export const publish = (app: RegistryApp, name: string, body: unknown) => operator(app, 'POST', `${remotesPath}/${name}/versions`, body);
export const promote = (app: RegistryApp, name: string, body: unknown) => operator(app, 'POST', `${remotesPath}/${name}/live`, body);

export const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
export const registryOf = async (app: RegistryApp, cookie?: string) => (await get(app, '/remotes.json', cookie)).json() as Promise<Record<string, string>>;
