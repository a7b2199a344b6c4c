// Loads the remotes of the registry through Module Federation's runtime: the one instance the
// shell's build created (init() attaches to it, with its share scope: the remotes use the shell's
// React, store and design system), remotes registered by their remoteEntry.js, modules loaded with
// loadRemote. The registry is read at start and again on Retry, so a remote promoted or rolled
// back since the page opened is what the next attempt loads.
import { type ModuleFederation, init } from '@module-federation/enhanced/runtime';
import type { RemoteModuleRef } from '../lib/sections';
import { type RemoteRegistry, entryScriptUrl, fetchRegistry, hasOverrides, mergeRegistry } from './registry';
import { RemoteUnavailableError, reportRemoteLoadErrors, retryRemoteEntry } from './runtime-plugins';

/** The shell's container name in its webpack build. */
const HOST_NAME = 'shell';

let federation: ModuleFederation | null = null;
let registry: RemoteRegistry = {};
let starting: Promise<RemoteRegistry> | null = null;
/** The account the registry was last read for (its canary buckets are per account); undefined: not yet known. */
let readFor: number | null | undefined;
let rereading: Promise<void> | null = null;

function runtime(): ModuleFederation {
  federation ??= init({ name: HOST_NAME, remotes: [], plugins: [retryRemoteEntry(), reportRemoteLoadErrors] });
  return federation;
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

/**
 * Registers what changed: new remotes, and remotes whose entry moved (a promote or rollback), the
 * latter with `force` so the runtime forgets the old container and loads the new entry.
 */
function register(found: RemoteRegistry): void {
  const changed = Object.entries(found).filter(([name, entry]) => registry[name] !== entry);
  if (changed.length === 0) return;
  const moved = changed.filter(([name]) => registry[name] !== undefined);
  const added = changed.filter(([name]) => registry[name] === undefined);
  const remotes = (entries: [string, string][]) => entries.map(([name, url]) => ({ name, entry: entryScriptUrl(url) }));
  if (added.length > 0) runtime().registerRemotes(remotes(added));
  if (moved.length > 0) runtime().registerRemotes(remotes(moved), { force: true });
  registry = { ...registry, ...found };
}

/** Starts once: fetch the registry, register its remotes. Never rejects (a missing registry = no remotes). */
export function startRemoteRuntime(): Promise<RemoteRegistry> {
  starting ??= readRegistry().then((found) => {
    register(found);
    return registry;
  });
  return starting;
}

/** Reads the registry again (a Retry): a remote missing at start-up, or moved since, is registered anew. */
export async function refreshRemoteRegistry(): Promise<void> {
  await startRemoteRuntime();
  register(await readRegistry());
}

/**
 * Called with the session's account on every render of the session gate (cheap, idempotent). The
 * registry read at start-up was for whoever the cookie named then; after a sign-in, a sign-out or a
 * switch it is read again, and remote loads wait for that, so an account always gets its own canary
 * bucket's versions, from the first section it opens.
 */
export function noteRegistryAccount(account: number | null): void {
  if (readFor === undefined) readFor = account;
  if (account === readFor) return;
  readFor = account;
  rereading = refreshRemoteRegistry().finally(() => {
    rereading = null;
  });
}

async function ensureRegistered(remote: string): Promise<void> {
  await startRemoteRuntime();
  if (rereading) await rereading;
  if (!registry[remote]) await refreshRemoteRegistry();
  if (!registry[remote]) throw new RemoteUnavailableError(remote, 'not in the remote registry');
}

/** Loads `<remote>/<module>` and returns its default export. */
export async function loadRemoteDefault<T>(ref: RemoteModuleRef): Promise<T> {
  await ensureRegistered(ref.remote);
  const loaded = await runtime().loadRemote<{ default?: T }>(`${ref.remote}/${ref.module}`);
  if (!loaded || loaded.default === undefined) throw new RemoteUnavailableError(ref.remote, `${ref.module} has no default export`);
  return loaded.default;
}

/**
 * Fetches a remote module's code (its remote entry and chunks) without running it, so the section the
 * page opens on downloads while the session is checked instead of after the first render.
 * Failures are left to the section's own load, which reports them with Retry.
 */
export async function prefetchRemoteModule(ref: RemoteModuleRef): Promise<void> {
  try {
    await ensureRegistered(ref.remote);
    await runtime().loadRemote(`${ref.remote}/${ref.module}`, { loadFactory: false, from: 'runtime' });
  } catch {
    // Reported by the section when it loads.
  }
}
