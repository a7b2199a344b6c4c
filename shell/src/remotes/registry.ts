// The remote registry: /remotes.json from the server, plus a developer override per remote
// (?remote.<name>=<remoteEntry.js url>, persisted in localStorage; an empty value clears it), honoured
// only as override-policy.ts allows.
import { type KeyValueStore, browserStore, readKey, storageKeys } from '../lib/storage-keys';

/** Remote container name → its remoteEntry.js URL (absolute or root-relative). */
export type RemoteRegistry = Record<string, string>;

const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const QUERY_PREFIX = 'remote.';

/** Keeps only well-formed entries of a parsed remotes.json; anything else in it is ignored. */
export function parseRegistry(json: unknown): RemoteRegistry {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  const registry: RemoteRegistry = {};
  for (const [name, url] of Object.entries(json)) {
    if (REMOTE_NAME.test(name) && typeof url === 'string' && isRemoteLocation(url)) registry[name] = url;
  }
  return registry;
}

/** http(s) URLs and root-relative paths only: no javascript:, data: or protocol-relative tricks. */
export function isRemoteLocation(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The remoteEntry.js a registry entry or override names. One naming the remote's mf-manifest.json
 * (the former format) means the entry beside it: the runtime registers remotes by their entry.
 */
export function entryScriptUrl(url: string): string {
  return url.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');
}

/** Overrides named in a query string: `remote.<name>` → url, or null when the value is empty (clear it). */
export function parseOverrideQuery(search: string): Map<string, string | null> {
  const overrides = new Map<string, string | null>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.startsWith(QUERY_PREFIX)) continue;
    const name = key.slice(QUERY_PREFIX.length);
    if (!REMOTE_NAME.test(name)) continue;
    const url = value.trim();
    if (url === '') overrides.set(name, null);
    else if (isRemoteLocation(url)) overrides.set(name, url);
  }
  return overrides;
}

/** Whether the query or the store holds any override for these names (only then is the policy fetched). */
export function hasOverrides(search: string, names: Iterable<string>, store: KeyValueStore | undefined = browserStore()): boolean {
  if (parseOverrideQuery(search).size > 0) return true;
  return [...names].some((name) => readKey(storageKeys.remoteOverridePrefix + name, store) !== null);
}

/** The registry the shell registers: remotes.json entries, overridden by the developer's overrides. */
export function mergeRegistry(base: RemoteRegistry, overrides: RemoteRegistry): RemoteRegistry {
  return { ...base, ...overrides };
}

/** Fetches /remotes.json fresh (a redeploy may move a remote). A failed fetch yields an empty registry. */
export async function fetchRegistry(fetchImpl: typeof fetch = fetch, url = '/remotes.json'): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    return parseRegistry(await response.json());
  } catch (error) {
    // Every remote area then shows its own "unavailable" state with Retry; the shell still works.
    console.error('Could not load the remote registry', error);
    return {};
  }
}
