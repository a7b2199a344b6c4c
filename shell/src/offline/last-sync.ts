// "Offline · as of 09:12": the time of the last API answer received while online, kept across
// reloads (an offline reload shows the worker's copies of those answers).
import { readKey, storageKeys, writeKey } from '../lib/storage-keys';

interface ApiState {
  api?: { queries?: Record<string, { fulfilledTimeStamp?: number } | undefined> };
}

/** Follows the store: each answer fetched online moves "as of" forward. */
export function trackLastSync(store: { getState: () => unknown; subscribe: (listener: () => void) => () => void }): () => void {
  let latest = Date.parse(readKey(storageKeys.offlineSyncedAt) ?? '') || 0;
  const follow = () => {
    if (!navigator.onLine) return;
    const queries = (store.getState() as ApiState).api?.queries ?? {};
    let newest = latest;
    for (const query of Object.values(queries)) newest = Math.max(newest, query?.fulfilledTimeStamp ?? 0);
    if (newest <= latest) return;
    latest = newest;
    writeKey(storageKeys.offlineSyncedAt, new Date(newest).toISOString());
  };
  // Started after the first screen: the answers it already has count too.
  follow();
  return store.subscribe(follow);
}

export function lastSyncedAt(): Date | null {
  const at = Date.parse(readKey(storageKeys.offlineSyncedAt) ?? '');
  return Number.isNaN(at) ? null : new Date(at);
}
