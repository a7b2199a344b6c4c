// How the operator API shows versions and states: instants as ISO text, a manifest as its summary.
import type { RemoteState, StoredRemoteVersion } from '../../db/repositories/remote-registry';
import { summarizeStoredManifest } from '../../services/remotes/manifest';

export const versionView = (v: StoredRemoteVersion) => ({
  remote: v.remote,
  version: v.version,
  entryUrl: v.entryUrl,
  manifestUrl: v.manifestUrl,
  publishedBy: v.publishedBy,
  publishedAt: new Date(v.publishedAt).toISOString(),
  manifest: summarizeStoredManifest(v.manifest),
});

export const stateView = (s: RemoteState) => ({
  remote: s.remote,
  live: s.live,
  canary: s.canary,
  previous: s.previous,
  updatedAt: new Date(s.updatedAt).toISOString(),
});
