// @provana/api-client/live-updates: the workspace's changes made elsewhere (another tab, device,
// person or process) reach this browser's cached data within moments. The shell loads this after its
// first render and starts it once; it follows the tab's workspace (none while signed out).
import { liveUpdatePaths } from '@provana/contracts/paths/live-updates';
import type { LiveUpdate } from '@provana/contracts/live-events';
// The slice by package name: in a federated build that is the shared singleton.
import { api as appApi, type AppStore, type ProvanaApi } from '@provana/api-client';
import { joinSharedStream, type BrowserParts } from './share-between-tabs';
import { tagsForUpdates } from './update-tags';

/** Updates that arrive this close together are applied as one invalidation (one refetch per view). */
export const BATCH_MS = 50;

/** The browser's own parts, where it has them. */
export function browserParts(): BrowserParts | null {
  if (typeof EventSource === 'undefined') return null;
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as BrowserParts['locks']) : undefined;
  const createChannel = typeof BroadcastChannel === 'undefined' ? undefined : (name: string) => new BroadcastChannel(name);
  return { locks, createChannel };
}

export interface LiveUpdatesOptions {
  /** The workspace whose changes to follow (default: the tab's active one, else the session's). */
  selectExecutiveId?: (state: ReturnType<AppStore['getState']>) => number | undefined;
  parts?: BrowserParts;
  /** Path prefix for the stream (tests: a loopback origin). */
  baseUrl?: string;
  /** The slice whose tags are invalidated (default: the app's one). */
  api?: ProvanaApi;
}

/** Follows the workspace's changes until the returned function is called. */
export function startLiveUpdates(store: AppStore, options: LiveUpdatesOptions = {}): () => void {
  const parts = options.parts ?? browserParts();
  if (!parts) return () => undefined;
  const api = options.api ?? appApi;
  // The workspace this tab works in: a delegated one while acting for someone, else the account's own.
  const select =
    options.selectExecutiveId ??
    ((state) => {
      const me = api.endpoints.getMe.select()(state).data;
      return me ? (state.workspace.active?.executiveId ?? me.executiveId) : undefined;
    });
  let following: number | undefined;
  let leave: (() => void) | undefined;
  let pending: LiveUpdate[] = [];
  let flush: ReturnType<typeof setTimeout> | undefined;

  const apply = (update: LiveUpdate) => {
    pending.push(update);
    flush ??= setTimeout(() => {
      const updates = pending;
      pending = [];
      flush = undefined;
      store.dispatch(api.util.invalidateTags(tagsForUpdates(updates)));
    }, BATCH_MS);
  };

  const follow = () => {
    const executiveId = select(store.getState());
    if (executiveId === following) return;
    leave?.();
    leave = undefined;
    following = executiveId;
    if (executiveId === undefined) return;
    const url = `${options.baseUrl ?? ''}${liveUpdatePaths.changes(executiveId)}`;
    leave = joinSharedStream({ executiveId, url, onUpdate: apply, parts });
  };

  follow();
  const unsubscribe = store.subscribe(follow);
  return () => {
    unsubscribe();
    leave?.();
    clearTimeout(flush);
  };
}

export { tagsForUpdate, tagsForUpdates, parseUpdate } from './update-tags';
