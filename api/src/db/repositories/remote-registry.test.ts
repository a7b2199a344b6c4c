import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@provana/contracts/remotes';
import { rows } from '../../../test/support/raw-sql';
import { createSharedTestDatabase, createTestDatabase, onPostgres } from '../../../test/support/test-database';
import { ensureBundledRemotes } from '../../services/remotes/bundled-remotes';
import { createRepositories } from '.';

const T0 = 1_741_770_000_000;

/**
 * Runs `work` for every item at once on PostgreSQL. On SQLite one after another: its connections in one
 * process cannot wait for each other (a blocked write blocks the event loop that would end the other
 * transaction), while separate server processes over one file do wait (busy_timeout).
 */
async function atOnce<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (onPostgres) return Promise.all(items.map(work));
  const results: R[] = [];
  for (const [i, item] of items.entries()) results.push(await work(item, i));
  return results;
}
const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-registry-'));
fs.mkdirSync(path.join(staticRoot, 'mf-team', 'dist'), { recursive: true });
fs.writeFileSync(path.join(staticRoot, 'mf-team', 'dist', 'mf-manifest.json'), '{ "name": "mf_team", "exposes": [] }');
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));

const version = (remote: string, label: string, at = T0) => ({
  remote,
  version: label,
  entryUrl: `https://cdn.example.com/${remote}/${label}/remoteEntry.js`,
  manifestUrl: `https://cdn.example.com/${remote}/${label}/mf-manifest.json`,
  manifest: '{}',
  publishedBy: 'ci',
  publishedAt: at,
});

async function registry() {
  const db = await createTestDatabase();
  const repos = createRepositories(db);
  await ensureBundledRemotes(repos, staticRoot, new Date(T0));
  return { db, repos, registry: repos.remoteRegistry };
}

describe('the remote registry', () => {
  it("makes every remote's bundled build live once, with its manifest when the build has one", async () => {
    const { db, repos, registry: r } = await registry();
    expect((await r.live()).map((l) => l.remote).sort()).toEqual([...REMOTE_NAMES].sort());
    expect(await r.live()).toContainEqual({ remote: 'mf_team', liveEntryUrl: '/remotes/team/remoteEntry.js', canaryEntryUrl: null, canaryPercent: null });
    expect(await r.findVersion('mf_team', 'bundled')).toMatchObject({
      manifest: '{"name":"mf_team","exposes":[]}',
      manifestUrl: '/remotes/team/mf-manifest.json',
      publishedBy: 'server',
    });
    expect(await r.findVersion('mf_brief', 'bundled')).toMatchObject({ manifest: null, manifestUrl: null });
    // A second start changes nothing, nor does one after a promotion.
    await r.addVersion(version('mf_team', '1.0.0'));
    await r.promote('mf_team', '1.0.0', { by: 'ci', now: T0 + 1 });
    expect(await ensureBundledRemotes(repos, staticRoot, new Date(T0 + 2))).toEqual([]);
    expect((await r.state('mf_team'))?.live.version).toBe('1.0.0');
    expect(await rows(db, 'SELECT COUNT(*) AS n FROM remote_versions')).toEqual([{ n: REMOTE_NAMES.length + 1 }]);
  });

  it('is made live exactly once when several processes start at once', async () => {
    const shared = await createSharedTestDatabase();
    const processes = await Promise.all([shared.open(), shared.open(), shared.open()]);
    const made = await atOnce(processes, (db) => ensureBundledRemotes(createRepositories(db), staticRoot, new Date(T0)));
    expect(made.flat().sort()).toEqual([...REMOTE_NAMES].sort());
    const db = processes[0];
    if (!db) throw new Error('no database');
    expect(await rows(db, 'SELECT remote, COUNT(*) AS n FROM remote_promotions GROUP BY remote ORDER BY remote')).toEqual(
      [...REMOTE_NAMES].sort().map((remote) => ({ remote, n: 1 })),
    );
  });

  it('refuses a second version with the same label, writing nothing', async () => {
    const { registry: r } = await registry();
    expect(await r.addVersion(version('mf_team', '1.0.0'))).toMatchObject({ remote: 'mf_team', version: '1.0.0' });
    expect(await r.addVersion({ ...version('mf_team', '1.0.0'), entryUrl: 'https://elsewhere.example.com/remoteEntry.js' })).toBeNull();
    expect((await r.findVersion('mf_team', '1.0.0'))?.entryUrl).toBe('https://cdn.example.com/mf_team/1.0.0/remoteEntry.js');
    // Labels are per remote.
    expect(await r.addVersion(version('mf_brief', '1.0.0'))).not.toBeNull();
  });

  it('promotes, and rolls back through the history one live version at a time', async () => {
    const { registry: r } = await registry();
    for (const label of ['1.0.0', '1.1.0', '1.2.0']) await r.addVersion(version('mf_team', label));
    expect(await r.promote('mf_team', '9.9.9', { by: 'ci', now: T0 })).toEqual({ kind: 'unknown_version' });
    await r.promote('mf_team', '1.0.0', { by: 'ci', now: T0 + 1 });
    await r.promote('mf_team', '1.1.0', { by: 'ci', now: T0 + 2 });
    // Promoting the live version again is no new step in the history.
    await r.promote('mf_team', '1.1.0', { by: 'ci', now: T0 + 3 });
    const third = await r.promote('mf_team', '1.2.0', { by: 'ci', now: T0 + 4 });
    expect(third).toMatchObject({ kind: 'ok', state: { live: { version: '1.2.0' }, canary: null, previous: '1.1.0', updatedAt: T0 + 4 } });

    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 5 })).toMatchObject({ kind: 'ok', state: { live: { version: '1.1.0' }, previous: '1.0.0' } });
    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 6 })).toMatchObject({ kind: 'ok', state: { live: { version: '1.0.0' }, previous: 'bundled' } });
    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 7 })).toMatchObject({ kind: 'ok', state: { live: { version: 'bundled' }, previous: null } });
    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 8 })).toEqual({ kind: 'no_previous' });
    // A promotion after rollbacks starts from where they left off.
    await r.promote('mf_team', '1.2.0', { by: 'ci', now: T0 + 9 });
    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 10 })).toMatchObject({ kind: 'ok', state: { live: { version: 'bundled' } } });
  });

  it('runs a canary beside the live version until it is promoted, replaced or rolled back', async () => {
    const { registry: r } = await registry();
    for (const label of ['2.0.0', '2.1.0']) await r.addVersion(version('mf_team', label));
    expect(await r.promote('mf_team', 'bundled', { canaryPercent: 10, by: 'ci', now: T0 })).toEqual({ kind: 'already_live' });
    expect(await r.promote('mf_team', '2.0.0', { canaryPercent: 10, by: 'ci', now: T0 + 1 })).toMatchObject({
      kind: 'ok',
      state: {
        live: { version: 'bundled' },
        canary: { version: '2.0.0', percent: 10, entryUrl: 'https://cdn.example.com/mf_team/2.0.0/remoteEntry.js' },
        previous: null,
      },
    });
    expect(await r.live()).toContainEqual({
      remote: 'mf_team',
      liveEntryUrl: '/remotes/team/remoteEntry.js',
      canaryEntryUrl: 'https://cdn.example.com/mf_team/2.0.0/remoteEntry.js',
      canaryPercent: 10,
    });
    // Another canary replaces it; promoting the live version again ends it.
    await r.promote('mf_team', '2.1.0', { canaryPercent: 50, by: 'ci', now: T0 + 2 });
    expect((await r.state('mf_team'))?.canary).toMatchObject({ version: '2.1.0', percent: 50 });
    await r.promote('mf_team', 'bundled', { by: 'ci', now: T0 + 3 });
    expect((await r.state('mf_team'))?.canary).toBeNull();
    // Promoting the canary's version makes it live for everyone; a rollback ends a canary too.
    await r.promote('mf_team', '2.0.0', { canaryPercent: 10, by: 'ci', now: T0 + 4 });
    expect(await r.promote('mf_team', '2.0.0', { by: 'ci', now: T0 + 5 })).toMatchObject({ kind: 'ok', state: { live: { version: '2.0.0' }, canary: null } });
    await r.promote('mf_team', '2.1.0', { canaryPercent: 20, by: 'ci', now: T0 + 6 });
    expect(await r.rollback('mf_team', { by: 'ops', now: T0 + 7 })).toMatchObject({ kind: 'ok', state: { live: { version: 'bundled' }, canary: null } });
  });

  it('gives concurrent promotions one order: every one is in the history, the last one live', async () => {
    const shared = await createSharedTestDatabase();
    const [a, b] = await Promise.all([shared.open(), shared.open()]);
    if (!a || !b) throw new Error('no database');
    const ra = createRepositories(a).remoteRegistry;
    const rb = createRepositories(b).remoteRegistry;
    await ensureBundledRemotes(createRepositories(a), staticRoot, new Date(T0));
    const labels = Array.from({ length: 8 }, (_, i) => `3.0.${i}`);
    for (const label of labels) await ra.addVersion(version('mf_team', label));
    await atOnce(labels, (label, i) => (i % 2 ? ra : rb).promote('mf_team', label, { by: 'ci', now: T0 + i }));
    const history = await rows<{ version: string }>(
      a,
      "SELECT v.version FROM remote_promotions p JOIN remote_versions v ON v.id = p.version_id WHERE p.remote = 'mf_team' ORDER BY p.id",
    );
    expect(history).toHaveLength(labels.length + 1);
    expect((await ra.state('mf_team'))?.live.version).toBe(history.at(-1)?.version);
  });
});
