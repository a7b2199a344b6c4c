// Publishing a remote version: the entry and manifest addresses checked, the manifest read (from
// this server's bundled dist or through the outbound guard), validated, and checked against the
// shell's manifest; only a version that fits is stored. A refusal stores nothing.
import type { RemoteName } from '@provana/contracts/remotes';
import type { Repositories } from '../../db/repositories';
import type { StoredRemoteVersion } from '../../db/repositories/remote-registry';
import { HttpError } from '../../lib/http-error';
import { compatibilityProblems } from './compatibility';
import { locationProblem, manifestBeside } from './entry-url';
import { ManifestAddressRefusedError, ManifestUnavailableError, readManifest, type ManifestFetchOptions } from './fetch-manifest';
import { parseManifest } from './manifest';
import type { ShellManifestLoader } from './shell-manifest';

export interface PublishDeps {
  repos: Repositories;
  now: () => Date;
  fetch: ManifestFetchOptions;
  shellManifest: ShellManifestLoader;
}

export interface PublishRequest {
  remote: RemoteName;
  version: string;
  entryUrl: string;
  manifestUrl?: string | undefined;
  publishedBy: string;
}

const versionExists = (r: PublishRequest) => new HttpError(409, 'version_exists', `${r.remote} already has a version ${r.version}`);

async function readChecked(location: string, remote: RemoteName, options: ManifestFetchOptions): Promise<string> {
  try {
    return await readManifest(location, remote, options);
  } catch (error) {
    if (error instanceof ManifestAddressRefusedError) throw new HttpError(422, 'address_refused', `manifestUrl: ${error.message}`, 'manifestUrl');
    if (error instanceof ManifestUnavailableError)
      throw new HttpError(422, 'manifest_unavailable', `The manifest at ${location} could not be read: ${error.message}`, 'manifestUrl');
    throw error;
  }
}

export async function publishVersion(deps: PublishDeps, r: PublishRequest): Promise<StoredRemoteVersion> {
  const allowHttp = deps.fetch.allowLoopback;
  const entryProblem = locationProblem(r.entryUrl, r.remote, allowHttp);
  if (entryProblem) throw new HttpError(400, 'validation_error', `entryUrl: ${entryProblem}`, 'entryUrl');
  const manifestUrl = r.manifestUrl ?? manifestBeside(r.entryUrl);
  const manifestProblem = locationProblem(manifestUrl, r.remote, allowHttp);
  if (manifestProblem) throw new HttpError(400, 'validation_error', `manifestUrl: ${manifestProblem}`, 'manifestUrl');
  // Before any fetch: a label is published once.
  if (await deps.repos.remoteRegistry.findVersion(r.remote, r.version)) throw versionExists(r);

  const shellText = await deps.shellManifest();
  const shell = shellText === null ? null : parseManifest(shellText);
  if (!shell?.ok) {
    throw new HttpError(
      503,
      'shell_manifest_unavailable',
      "The shell's mf-manifest.json is missing or unreadable on this server, so no remote can be checked against it: deploy the shell's build first",
    );
  }

  const text = await readChecked(manifestUrl, r.remote, deps.fetch);
  const parsed = parseManifest(text);
  if (!parsed.ok) throw new HttpError(422, 'invalid_manifest', `The manifest at ${manifestUrl} ${parsed.error}`, 'manifestUrl');
  const problems = compatibilityProblems(r.remote, parsed.manifest, shell.manifest);
  if (problems.length > 0) throw new HttpError(422, 'incompatible_remote', problems.join('; '));

  const stored = await deps.repos.remoteRegistry.addVersion({
    remote: r.remote,
    version: r.version,
    entryUrl: r.entryUrl,
    manifestUrl,
    manifest: JSON.stringify(JSON.parse(text)),
    publishedBy: r.publishedBy,
    publishedAt: deps.now().getTime(),
  });
  // Published by someone else while the manifest was being read.
  if (!stored) throw versionExists(r);
  return stored;
}
