// The workspace this tab works in: the account's own (null) or one delegated to it. Kept per tab in
// the store (the shell mirrors it in the URL as ?workspace=<executiveId>), so two tabs can work in two
// workspaces. useExecutiveId() and useTimeZone() read it; nothing else needs to know.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DelegateRole } from '@provana/contracts';

export interface ActiveWorkspace {
  executiveId: number;
  /** The executive's name: "Acting for Dana Reyes". */
  name: string;
  role: DelegateRole;
  /** The workspace's IANA zone: its "today" and every time shown while working in it. */
  timeZone: string;
}

export interface WorkspaceState {
  /** null: the account's own workspace. */
  active: ActiveWorkspace | null;
  /** Set when the server refused the active workspace (access ended), until the shell has said so. */
  endedNotice: string | null;
}

export const WORKSPACE_SLICE = 'workspace';

const initialState: WorkspaceState = { active: null, endedNotice: null };

/** What the shell says when access to a workspace ended while this tab worked in it. */
export const accessEndedMessage = (name: string) => `Your access to ${name}'s workspace has ended.`;

export const workspaceSlice = createSlice({
  name: WORKSPACE_SLICE,
  initialState,
  reducers: {
    workspaceChosen(state, action: PayloadAction<ActiveWorkspace | null>) {
      state.active = action.payload;
      state.endedNotice = null;
    },
    workspaceAccessEnded(state) {
      if (state.active) state.endedNotice = accessEndedMessage(state.active.name);
      state.active = null;
    },
    endedNoticeShown(state) {
      state.endedNotice = null;
    },
  },
});

export const { workspaceChosen, workspaceAccessEnded, endedNoticeShown } = workspaceSlice.actions;

type WithWorkspace = { [WORKSPACE_SLICE]: WorkspaceState };
export const selectActiveWorkspace = (state: WithWorkspace): ActiveWorkspace | null => state[WORKSPACE_SLICE].active;
