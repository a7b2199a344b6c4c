// Registers the remotes of the registry with the federation runtime and loads exposed modules,
// with a retry that really re-fetches a remote whose server was down.
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef } from '../routes/sections';
import { type RemoteRegistry, fetchRegistry, hasOverrides, mergeRegistry } from './registry';

/** The container's name in the runtime: the same as the remote's name (its webpack `name`). */
const HOST_NAME = 'shell';

/** The runtime fetches manifests with plain fetch(); revalidate so a redeployed or restarted remote is seen. */
const freshManifests: ModuleFederationRuntimePlugin = {
  name: 'provana-fresh-manifests',
  fetch(url, requestInit) {
    return /\.json(?:$|[?#])/.test(url) ? fetch(url, { ...requestInit, cache: 'no-cache' }) : undefined;
  },
};

let registry: RemoteRegistry = {};
let starting: Promise<RemoteRegistry> | null = null;

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: string, reason: string) {
    super(`${remote}: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

async function readRegistry(): Promise<RemoteRegistry> {
  const base = await fetchRegistry();
  const names = Object.keys(base);
  const { search } = window.location;
  // Production visitors have no override: no second request, and no override code, for them. Without
  // any override, applying them would change nothing (nothing stored, nothing in the query).
  if (!hasOverrides(search, names)) return base;
  const [{ fetchOverridePolicy }, { applyOverrides }] = await Promise.all([import('./override-policy'), import('./apply-overrides')]);
  return mergeRegistry(base, applyOverrides(search, names, await fetchOverridePolicy()));
}

/** Starts once: fetch the registry, register every remote. Never rejects (a missing registry = no remotes). */
export function startRemoteRuntime(): Promise<RemoteRegistry> {
  starting ??= readRegistry().then((found) => {
    registry = found;
    init({
      name: HOST_NAME,
      remotes: Object.entries(found).map(([name, entry]) => ({ name, entry })),
      plugins: [freshManifests],
    });
    return found;
  });
  return starting;
}

/** Re-reads remotes.json for a remote that was not in it (e.g. the registry request failed at start-up). */
async function ensureRegistered(remote: string): Promise<boolean> {
  if (registry[remote]) return true;
  const found = await readRegistry();
  const added = Object.entries(found).filter(([name]) => !registry[name]);
  if (added.length > 0) {
    registerRemotes(added.map(([name, entry]) => ({ name, entry })));
    registry = { ...registry, ...Object.fromEntries(added) };
  }
  return Boolean(registry[remote]);
}

/** Loads `<remote>/<module>` and returns its default export. */
export async function loadRemoteDefault<T>(ref: RemoteModuleRef): Promise<T> {
  await startRemoteRuntime();
  if (!(await ensureRegistered(ref.remote))) throw new RemoteUnavailableError(ref.remote, 'not in the remote registry');
  const loaded = await loadRemote<{ default?: T }>(`${ref.remote}/${ref.module}`);
  if (!loaded || loaded.default === undefined) throw new RemoteUnavailableError(ref.remote, `${ref.module} has no default export`);
  return loaded.default;
}

/**
 * Prepares a retry after a failed load. The runtime keeps a failed manifest in its snapshot and a
 * remote's module cache entry; when the remote's container never arrived (manifest or remoteEntry
 * failed), re-registering with `force` drops those caches so the next load fetches everything again.
 * A container that did load stays (re-running it would start a second copy of the remote's runtime):
 * its own chunk loader retries failed chunks by itself.
 */
export function resetRemote(remote: string): void {
  const entry = registry[remote];
  if (!entry) return;
  const containerLoaded = typeof (window as unknown as Record<string, unknown>)[remote] === 'object';
  if (!containerLoaded) registerRemotes([{ name: remote, entry }], { force: true });
}
