// The signed-in user, their executive id (never a literal 1) and time zone, from the getMe query.
import type { SessionUser } from '@provana/contracts';
import { useGetMeQuery } from './app-api';

export interface SessionState {
  /** null when signed out; undefined while the first check runs. */
  user: SessionUser | null | undefined;
  isLoading: boolean;
}

export function useSessionUser(): SessionState {
  const { data, isLoading } = useGetMeQuery();
  return { user: data, isLoading };
}

export function useExecutiveId(): number | undefined {
  const { data } = useGetMeQuery();
  return data?.executiveId;
}

/**
 * The executive's IANA time zone: every client "today" and "now" reads it. Until the session has
 * loaded (or when this browser does not know the stored zone) it is the browser's own.
 */
export function useTimeZone(): string {
  const { data } = useGetMeQuery();
  return timeZoneOf(data);
}

/**
 * The zone a session user's dates follow (the browser's without a user). Not checked here: the
 * readers in @provana/dates fall back to UTC for a zone this browser does not know, and importing
 * that check would put a copy of it into the shared first-load chunk.
 */
export function timeZoneOf(user: Pick<SessionUser, 'timeZone'> | null | undefined): string {
  return user?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
