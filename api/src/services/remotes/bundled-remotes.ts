// At start-up, every remote of the contract that has no live version yet gets the build this server
// serves itself (version 'bundled', /remotes/<dir>/remoteEntry.js, with the manifest of that build
// when it has one), so a fresh database serves a working page before any team has published. Once a
// remote has a live version this leaves it alone. Safe when several processes start at once: the
// repository's insert-if-absent decides which one makes it live.
import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_CONTRACT, REMOTE_NAMES } from '@provana/contracts/remotes';
import type { Repositories } from '../../db/repositories';

export const BUNDLED_VERSION = 'bundled';
export const SERVER_PUBLISHER = 'server';

async function bundledManifest(file: string): Promise<string | null> {
  try {
    // Stored as the JSON it is; a file that is not JSON is no manifest.
    return JSON.stringify(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch {
    return null;
  }
}

/** Makes the bundled build live for each remote without a live version; returns the remotes it did. */
export async function ensureBundledRemotes(repos: Repositories, staticRoot: string, now: Date): Promise<string[]> {
  const live = new Set((await repos.remoteRegistry.live()).map((r) => r.remote));
  const made: string[] = [];
  for (const remote of REMOTE_NAMES) {
    if (live.has(remote)) continue;
    const { dir } = REMOTE_CONTRACT[remote];
    const manifestFile = path.join(staticRoot, `mf-${dir}`, 'dist', 'mf-manifest.json');
    const manifest = await bundledManifest(manifestFile);
    const madeLive = await repos.remoteRegistry.ensureLive({
      remote,
      version: BUNDLED_VERSION,
      entryUrl: `/remotes/${dir}/remoteEntry.js`,
      manifestUrl: manifest === null ? null : `/remotes/${dir}/mf-manifest.json`,
      manifest,
      publishedBy: SERVER_PUBLISHER,
      publishedAt: now.getTime(),
    });
    if (madeLive) made.push(remote);
  }
  return made;
}
