// Switching workspaces: the cached answers of the workspace left are dropped (none may show in the
// other), the signed-in user stays as it is (no refetch of the session), then the tab works in the
// chosen workspace. The same happens, with a notice, when the server says access has ended.
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@provana/contracts';
import type { ProvanaApi } from '../create-provana-api';
import { workspaceAccessEnded, workspaceChosen, type ActiveWorkspace, type WorkspaceState } from './active-workspace';

type State = { api: ReturnType<ProvanaApi['reducer']>; workspace: WorkspaceState };
type Thunk = ThunkAction<void, State, unknown, UnknownAction>;

function dropWorkspaceData(api: ProvanaApi, me: SessionUser | null | undefined): Thunk {
  return (dispatch) => {
    dispatch(api.util.resetApiState());
    // Synchronous, so no view asks the server for the session in between.
    if (me !== undefined) dispatch(api.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: me }]));
  };
}

/** Works in `target` from now on (null: the account's own workspace). */
export function switchWorkspace(api: ProvanaApi, target: ActiveWorkspace | null): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    const current = state.workspace.active;
    if ((current?.executiveId ?? null) === (target?.executiveId ?? null)) {
      // The same workspace (a role or name that changed): no data to drop.
      if (current && target) dispatch(workspaceChosen(target));
      return;
    }
    dispatch(dropWorkspaceData(api, api.endpoints.getMe.select()(state).data));
    dispatch(workspaceChosen(target));
  };
}

/** The server refused the active workspace: back to the account's own, with a notice for the shell. */
export function leaveEndedWorkspace(api: ProvanaApi): Thunk {
  return (dispatch, getState) => {
    const state = getState();
    if (!state.workspace.active) return;
    dispatch(dropWorkspaceData(api, api.endpoints.getMe.select()(state).data));
    dispatch(workspaceAccessEnded());
  };
}
