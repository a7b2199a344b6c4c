// Whether a remote's build fits the shell that will load it, decided at publish time from the two
// mf-manifest.json files, so a build that would break the page is refused before any account gets it:
// - it is the remote it is published as (the manifest's name is the container name);
// - it exposes every module the shell loads from it (the contract's list);
// - for every package the shell shares as a singleton (one copy on the page, the shell's), the
//   remote's required range accepts the shell's version, and the version the remote itself provides
//   is one the shell's required range accepts (the share scope may pick the highest version offered,
//   so a remote's newer copy would otherwise replace the shell's).
// Ranges that mean "any" (false, '*', workspace:…) or are not semver ranges are not checked.
import semver from 'semver';
import { REMOTE_CONTRACT, type RemoteName } from '@provana/contracts/remotes';
import type { MfManifest } from './manifest';

/** A checkable semver range, or null when the value means "any" or is not a range. */
function checkableRange(range: string | false | undefined): string | null {
  if (range === undefined || range === false) return null;
  const text = range.trim();
  if (text === '' || text === '*' || text.startsWith('workspace:')) return null;
  return semver.validRange(text) ? text : null;
}

/** Every reason `manifest` cannot be published as `remote` beside this shell; [] when it fits. */
export function compatibilityProblems(remote: RemoteName, manifest: MfManifest, shell: MfManifest): string[] {
  const problems: string[] = [];
  if (manifest.name !== remote) problems.push(`The manifest is for ${manifest.name}, not ${remote}`);

  const exposed = new Set(manifest.exposes.flatMap((e) => [e.name, e.path?.replace(/^\.\//, '')]));
  for (const module of REMOTE_CONTRACT[remote].modules) {
    if (!exposed.has(module)) problems.push(`${remote} does not expose ./${module}, which the shell loads`);
  }

  for (const provided of shell.shared) {
    if (!provided.singleton) continue;
    const own = manifest.shared.find((s) => s.name === provided.name);
    if (!own) continue;
    const needs = checkableRange(own.requiredVersion);
    const shellVersion = provided.version && semver.valid(provided.version) ? provided.version : null;
    if (needs && shellVersion && !semver.satisfies(shellVersion, needs)) {
      problems.push(`${remote} needs ${provided.name} ${needs}, but the shell provides ${provided.name} ${shellVersion}`);
    }
    const shellNeeds = checkableRange(provided.requiredVersion);
    const ownVersion = own.version && semver.valid(own.version) ? own.version : null;
    if (shellNeeds && ownVersion && !semver.satisfies(ownVersion, shellNeeds)) {
      problems.push(`${remote} provides ${provided.name} ${ownVersion}, but the shell requires ${provided.name} ${shellNeeds}`);
    }
  }
  return problems;
}
