// While the tab works in a delegated workspace, a request the server refuses as "no access"
// (403 forbidden, not a role that falls short) means the executive ended this person's access: the
// tab goes back to its own workspace at once, with a notice, and shows nothing more of the other.
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { ProvanaApi } from '../create-provana-api';
import { WORKSPACE_SLICE, type WorkspaceState } from './active-workspace';
import { leaveEndedWorkspace } from './switch-workspace';

/** The error code of a failed response's JSON body (kept as text by the base query). */
export function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('data' in payload) || typeof payload.data !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(payload.data);
    if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
    const error = body.error;
    return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  } catch {
    return undefined;
  }
}

/** A 403 that says the account has no access to the workspace at all. */
export function isNoAccess(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && 'status' in payload && payload.status === 403 && errorCodeOf(payload) === 'forbidden';
}

/** The workspace a request's URL names (/api/executive/<id>/...), if it names one. */
function workspaceOfRequest(action: { meta?: unknown }): number | undefined {
  const meta = action.meta as { baseQueryMeta?: { request?: { url?: string } } } | undefined;
  const match = /\/api\/executive\/(\d+)(?:\/|$|\?)/.exec(meta?.baseQueryMeta?.request?.url ?? '');
  return match ? Number(match[1]) : undefined;
}

export function accessEndedMiddleware(api: ProvanaApi): Middleware<object, { [WORKSPACE_SLICE]: WorkspaceState }> {
  return (store) => (next) => (action) => {
    const result = next(action);
    const active = store.getState()[WORKSPACE_SLICE].active;
    // A late answer about a workspace the tab already left says nothing about the one it is in.
    if (active && isRejectedWithValue(action) && isNoAccess(action.payload) && (workspaceOfRequest(action) ?? active.executiveId) === active.executiveId) {
      // Typed for the store's own state: the thunk middleware runs it.
      store.dispatch(leaveEndedWorkspace(api) as never);
    }
    return result;
  };
}
