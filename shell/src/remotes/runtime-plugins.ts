// The shell's plugins for the federation runtime: retries of a remote entry that failed to load
// for a transient reason (a deploy in progress, a dropped connection), and one error type for a
// remote that could not be loaded, which the section shows as "unavailable" with Retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
    options?: ErrorOptions,
  ) {
    super(`${remote}: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
  }
}

/** Waits before each further attempt: 300 ms, then 900 ms. */
export const ENTRY_RETRY_DELAYS_MS = [300, 900] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A remoteEntry.js that failed to load is requested again, twice, before the load counts as failed.
 * The runtime keeps the failed attempt under the entry's key while this hook runs: it is dropped
 * first, or the next attempt would be answered with the same failure.
 */
export function retryRemoteEntry(delays: readonly number[] = ENTRY_RETRY_DELAYS_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'provana-retry-remote-entry',
    // The hook's declared type is a promise of the recovered entry's promise.
    loadEntryError: (failed) => new Promise<Promise<RemoteEntryExports | undefined> | undefined>((resolve) => resolve(reloadEntry(failed, delays))),
  };
}

type LoadEntryError = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];
type RemoteEntryExports = NonNullable<LoadEntryError['remoteEntryExports']>;

async function reloadEntry(failed: LoadEntryError, delays: readonly number[]): Promise<RemoteEntryExports | undefined> {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = failed;
  for (const delay of delays) {
    await wait(delay);
    delete globalLoading[uniqueKey];
    try {
      const recovered = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (recovered) return recovered;
    } catch {
      // Counted; the next attempt or the caller's error follows.
    }
  }
  return undefined;
}

/** Every failure to load a remote module, whatever the stage, as a RemoteUnavailableError naming the remote. */
export const reportRemoteLoadErrors: ModuleFederationRuntimePlugin = {
  name: 'provana-remote-load-errors',
  async errorLoadRemote({ id, error, lifecycle }) {
    if (error instanceof RemoteUnavailableError) throw error;
    const remote = id.split('/')[0] ?? id;
    const reason = error instanceof Error ? error.message : String(error);
    throw new RemoteUnavailableError(remote, `${lifecycle}: ${reason}`, { cause: error });
  },
};
