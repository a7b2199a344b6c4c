// The service worker's copy of API answers belongs to one account. When the session's account is not
// the one whose answers are kept (a sign-out, another person signing in, a session that ended), they
// are deleted before anything else is shown: a shared device never shows the previous person's day.
import { readKey, removeKey, storageKeys, writeKey } from '../lib/storage-keys';
import { API_CACHE } from './cache-names';

export async function claimOfflineAnswers(accountId: number | null, cacheStorage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  const owner = accountId === null ? null : String(accountId);
  if (readKey(storageKeys.offlineOwner) === owner) return;
  removeKey(storageKeys.offlineSyncedAt);
  if (owner === null) removeKey(storageKeys.offlineOwner);
  else writeKey(storageKeys.offlineOwner, owner);
  await cacheStorage?.delete(API_CACHE);
}
