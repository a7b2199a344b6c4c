// The builds a benchmark measures: this checkout's, and with --control=<checkout> another checkout's
// (a worktree of an older commit, installed and built), each served by its own server on a loopback
// port with a fresh temporary database, so two builds can be measured in turn in one sitting.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

async function startOne(checkout, label) {
  const { assertBuildsExist, startAppServer } = await import(pathToFileURL(path.join(checkout, 'e2e/support/servers.ts')).href);
  assertBuildsExist();
  const server = await startAppServer();
  return { label, url: server.url, stop: server.stop };
}

/** The checkout's commit, to name its column. */
const commitOf = (checkout) => execFileSync('git', ['-C', checkout, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();

/** This checkout's server first, then the control's when one is given. */
export async function startBuilds(root, control) {
  const builds = [await startOne(root, `this (${commitOf(root)})`)];
  if (control) builds.push(await startOne(path.resolve(control), `control (${commitOf(path.resolve(control))})`));
  return builds;
}
