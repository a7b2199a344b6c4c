// /remotes.json and the pages' code sources, computed from the registry's live rows on every request.
import type { LiveRemote } from '../../db/repositories/remote-registry';
import { inCanary } from './canary-bucket';

/** { remoteName: entryUrl } for one account: the canary entry where its bucket falls in the share. */
export function registryFor(live: readonly LiveRemote[], accountId: number | null): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const r of live) {
    entries[r.remote] =
      r.canaryEntryUrl !== null && r.canaryPercent !== null && inCanary(accountId, r.remote, r.canaryPercent) ? r.canaryEntryUrl : r.liveEntryUrl;
  }
  return entries;
}

/** Every entry some account may load now: live and canary versions alike. */
export function loadableEntries(live: readonly LiveRemote[]): string[] {
  return live.flatMap((r) => (r.canaryEntryUrl ? [r.liveEntryUrl, r.canaryEntryUrl] : [r.liveEntryUrl]));
}
