// Applies developer overrides of the remote registry (see registry.ts). Loaded only when the query
// or localStorage holds an override, so production visitors never download it.
import { type KeyValueStore, browserStore, readKey, removeKey, storageKeys, writeKey } from '../lib/storage-keys';
import { type OverridePolicy, isAllowedOverride } from './override-policy';
import { type RemoteRegistry, parseOverrideQuery } from './registry';

/**
 * Applies the developer overrides under the policy and returns those in force, for the given names.
 * A query value the rule allows is kept in localStorage (an empty one clears it); any other is
 * ignored, and a stored value the rule does not allow is removed. Overrides are in force only while
 * the server has them enabled; a stored loopback one then waits for the next development session.
 */
export function applyOverrides(
  search: string,
  names: Iterable<string>,
  policy: OverridePolicy,
  store: KeyValueStore | undefined = browserStore(),
): RemoteRegistry {
  const fromQuery = parseOverrideQuery(search);
  for (const [name, url] of fromQuery) {
    const key = storageKeys.remoteOverridePrefix + name;
    if (url === null) removeKey(key, store);
    else if (policy.enabled && isAllowedOverride(url, policy)) writeKey(key, url, store);
    else console.warn(`Ignored remote override ${name}=${url}: ${policy.enabled ? 'not a loopback or listed origin' : 'the server does not allow overrides'}`);
  }
  const result: RemoteRegistry = {};
  for (const name of new Set([...names, ...fromQuery.keys()])) {
    const key = storageKeys.remoteOverridePrefix + name;
    const stored = readKey(key, store);
    if (stored === null) continue;
    if (!isAllowedOverride(stored, policy)) removeKey(key, store);
    else if (policy.enabled) result[name] = stored;
  }
  return result;
}
