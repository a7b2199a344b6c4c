// Several API processes over one database (two app instances with their own connections: a SQLite
// file, or one PostgreSQL database with two pools), each with the front-end mounted: a remote
// published and promoted through one is served by the other on its next request (/remotes.json and
// the pages' CSP), canary buckets agree, and a rollback through either is seen by both. No restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../src/auth/accounts';
import { createRepositories } from '../src/db/repositories';
import { manualClock } from '../src/lib/clock';
import { ensureBundledRemotes } from '../src/services/remotes/bundled-remotes';
import { FIXED_NOW, TEST_SCRYPT, get, login, signUp } from './helpers';
import { startJsonServer, type JsonServer } from './support/json-server';
import { remoteManifest } from './support/mf-manifests';
import { operator, pagePolicy, registryApp, staticRootForTests, type RegistryApp } from './support/registry-app';
import { createSharedTestDatabase } from './support/test-database';

describe('the remote registry across API processes', () => {
  const statics = staticRootForTests();
  let cdn: JsonServer;
  let appA: RegistryApp;
  let appB: RegistryApp;
  const registryOf = async (app: RegistryApp, cookie?: string) => (await get(app, '/remotes.json', cookie)).json() as Promise<Record<string, string>>;

  beforeAll(async () => {
    cdn = await startJsonServer();
    for (const v of ['1.0.0', '1.1.0', '2.0.0']) cdn.set(`/team/${v}/mf-manifest.json`, { body: remoteManifest('mf_team') });
    const shared = await createSharedTestDatabase();
    const first = await shared.open();
    const second = await shared.open();
    const clock = manualClock(FIXED_NOW);
    await ensureDemoAccount(createRepositories(first), clock, TEST_SCRYPT);
    // Both processes start: the bundled builds become live once.
    await ensureBundledRemotes(createRepositories(first), statics.root, clock.now());
    await ensureBundledRemotes(createRepositories(second), statics.root, clock.now());
    appA = registryApp(first, { clock, root: statics.root });
    appB = registryApp(second, { clock, root: statics.root });
  });
  afterAll(async () => {
    await cdn.close();
    statics.remove();
  });

  it('serves a promotion made through one process from the other at once, registry and CSP', async () => {
    const entryUrl = cdn.url('/team/1.0.0/remoteEntry.js');
    expect((await registryOf(appB)).mf_team).toBe('/remotes/team/remoteEntry.js');
    expect((await pagePolicy(appB))['script-src']).toBe("script-src 'self'");

    expect((await operator(appA, 'POST', '/api/operator/remotes/mf_team/versions', { version: '1.0.0', entryUrl })).status).toBe(201);
    expect((await operator(appA, 'POST', '/api/operator/remotes/mf_team/live', { version: '1.0.0' })).status).toBe(200);

    for (const app of [appA, appB]) {
      expect((await registryOf(app)).mf_team).toBe(entryUrl);
      expect((await pagePolicy(app))['script-src']).toBe(`script-src 'self' ${cdn.origin}`);
    }
  });

  it('gives an account the same canary answer from every process', async () => {
    const canaryEntry = cdn.url('/team/1.1.0/remoteEntry.js');
    await operator(appB, 'POST', '/api/operator/remotes/mf_team/versions', { version: '1.1.0', entryUrl: canaryEntry });
    expect((await operator(appB, 'POST', '/api/operator/remotes/mf_team/live', { version: '1.1.0', canaryPercent: 50 })).status).toBe(200);
    const cookies = [await login(appA, DEMO_EMAIL, DEMO_PASSWORD)];
    for (const n of [2, 3, 4, 5]) cookies.push((await signUp(appB, `shared${n}@example.com`, 'correct-horse')).cookie);
    const answers = new Set<string>();
    for (const cookie of cookies) {
      const fromA = (await registryOf(appA, cookie)).mf_team;
      expect((await registryOf(appB, cookie)).mf_team).toBe(fromA);
      answers.add(fromA ?? '');
    }
    // Among five accounts at 50 %, both answers occur (the buckets are fixed by the ids).
    expect([...answers].sort()).toEqual([cdn.url('/team/1.0.0/remoteEntry.js'), canaryEntry].sort());
  });

  it('sees a rollback made through either process in both', async () => {
    expect((await operator(appB, 'POST', '/api/operator/remotes/mf_team/rollback', {})).status).toBe(200);
    for (const app of [appA, appB]) {
      expect((await registryOf(app)).mf_team).toBe('/remotes/team/remoteEntry.js');
      expect((await pagePolicy(app))['script-src']).toBe("script-src 'self'");
    }
    const list = (await (await operator(appA, 'GET', '/api/operator/remotes')).json()) as {
      remotes: { name: string; live: { version: string }; canary: unknown }[];
    };
    expect(list.remotes.find((r) => r.name === 'mf_team')).toMatchObject({ live: { version: 'bundled' }, canary: null });
  });
});
