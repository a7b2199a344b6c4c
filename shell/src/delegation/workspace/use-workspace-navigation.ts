// Opening a workspace from anywhere (the account menu, the banner, the no-access page, an accepted
// invitation): the tab's workspace and its URL change together, so the current section stays and the
// URL keeps naming the workspace it shows.
import { api, switchWorkspace, useAppDispatch, type ActiveWorkspace } from '@provana/api-client';
import { useLocation, useNavigate } from '@provana/router';
import { useCallback } from 'react';
import { withWorkspaceParam } from './workspace-param';

export function useOpenWorkspace(): (target: ActiveWorkspace | null, pathname?: string) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (target, pathname) => {
      dispatch(switchWorkspace(api, target));
      const search = withWorkspaceParam(pathname ? '' : location.search, target?.executiveId ?? null);
      navigate({ pathname: pathname ?? location.pathname, search, hash: pathname ? '' : location.hash }, { replace: pathname === undefined });
    },
    [dispatch, navigate, location],
  );
}
