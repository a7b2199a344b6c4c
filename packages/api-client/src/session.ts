// The signed-in user and their executive id, from the getMe query (never a literal 1).
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
