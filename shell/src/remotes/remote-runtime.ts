// Reads the remote registry once and loads exposed modules of the remotes it names; a remote
// whose server was down is fetched again on the next attempt (remote-container.ts).
import type { RemoteModuleRef } from '../routes/sections';
import { fetchExposed, loadExposed } from './remote-container';
import { type RemoteRegistry, fetchRegistry, hasOverrides, mergeRegistry } from './registry';

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

/** Starts once: fetch the registry. Never rejects (a missing registry = no remotes). */
export function startRemoteRuntime(): Promise<RemoteRegistry> {
  starting ??= readRegistry().then((found) => {
    registry = found;
    return found;
  });
  return starting;
}

/** Re-reads remotes.json for a remote that was not in it (e.g. the registry request failed at start-up). */
async function ensureRegistered(remote: string): Promise<boolean> {
  if (registry[remote]) return true;
  const found = await readRegistry();
  const added = Object.entries(found).filter(([name]) => !registry[name]);
  if (added.length > 0) registry = { ...registry, ...Object.fromEntries(added) };
  return Boolean(registry[remote]);
}

/** Loads `<remote>/<module>` and returns its default export. */
export async function loadRemoteDefault<T>(ref: RemoteModuleRef): Promise<T> {
  await startRemoteRuntime();
  if (!(await ensureRegistered(ref.remote))) throw new RemoteUnavailableError(ref.remote, 'not in the remote registry');
  const loaded = await loadExposed<{ default?: T } | undefined>(ref.remote, registry[ref.remote] ?? '', ref.module);
  if (!loaded || loaded.default === undefined) throw new RemoteUnavailableError(ref.remote, `${ref.module} has no default export`);
  return loaded.default;
}

/**
 * Fetches a remote module's code (its remote entry and chunks) without running it, so the section the
 * page opens on downloads while the session is checked instead of after the first render.
 * Failures are left to the section's own load, which reports them with Retry.
 */
export async function prefetchRemoteModule(ref: RemoteModuleRef): Promise<void> {
  const found = await startRemoteRuntime();
  const entry = found[ref.remote];
  if (!entry) return;
  try {
    await fetchExposed(ref.remote, entry, ref.module);
  } catch {
    // Reported by the section when it loads.
  }
}
