// The signed-in user, and the workspace this tab works in: its executive id (never a literal 1),
// time zone and the account's role there. The workspace is the account's own unless the tab acts
// for someone (workspace/active-workspace.ts); the user is always the signed-in person.
import { useSelector } from 'react-redux';
import type { SessionUser, WorkspaceRole } from '@provana/contracts';
import { useGetMeQuery } from './app-api';
import { selectActiveWorkspace, type ActiveWorkspace, type WorkspaceState } from './workspace/active-workspace';

export interface SessionState {
  /** null when signed out; undefined while the first check runs. */
  user: SessionUser | null | undefined;
  isLoading: boolean;
}

export function useSessionUser(): SessionState {
  const { data, isLoading } = useGetMeQuery();
  return { user: data, isLoading };
}

/** The delegated workspace this tab acts in, or null in the account's own. */
export function useActiveWorkspace(): ActiveWorkspace | null {
  return useSelector((state: { workspace?: WorkspaceState }) => (state.workspace ? selectActiveWorkspace({ workspace: state.workspace }) : null));
}

/** The executive whose workspace the screens show: a delegated one while acting for someone. */
export function useExecutiveId(): number | undefined {
  const { data } = useGetMeQuery();
  const active = useActiveWorkspace();
  if (!data) return undefined;
  return active?.executiveId ?? data.executiveId;
}

/**
 * The workspace's IANA time zone: every client "today" and "now" reads it. Until the session has
 * loaded (or when this browser does not know the stored zone) it is the browser's own.
 */
export function useTimeZone(): string {
  const { data } = useGetMeQuery();
  const active = useActiveWorkspace();
  return active && data ? active.timeZone : timeZoneOf(data);
}

/** The account's role in the workspace shown ('owner' in its own); undefined while signed out. */
export function useWorkspaceRole(): WorkspaceRole | undefined {
  const { data } = useGetMeQuery();
  const active = useActiveWorkspace();
  if (!data) return undefined;
  return active?.role ?? 'owner';
}

/** Whether the account may change things in the workspace shown (Editor and up). */
export function useCanWrite(): boolean {
  const role = useWorkspaceRole();
  return role !== undefined && role !== 'viewer';
}

/** Whether the account may mark items private and see them: the owner and a Full delegate. */
export function useMayMarkPrivate(): boolean {
  const role = useWorkspaceRole();
  return role === 'owner' || role === 'full';
}

/**
 * The zone a session user's dates follow (the browser's without a user). Not checked here: the
 * readers in @provana/dates fall back to UTC for a zone this browser does not know, and importing
 * that check would put a copy of it into the shared first-load chunk.
 */
export function timeZoneOf(user: Pick<SessionUser, 'timeZone'> | null | undefined): string {
  // The runtime's zone, read without @provana/dates, which this shared package does not depend on.
  // eslint-disable-next-line no-restricted-syntax
  return user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "Your access to Dana Reyes's workspace has ended." until the shell has said it, else null. */
export function useWorkspaceEndedNotice(): string | null {
  return useSelector((state: { workspace?: WorkspaceState }) => state.workspace?.endedNotice ?? null);
}
