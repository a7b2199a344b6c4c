// The first screen's only part of workspace switching: it compares the URL's ?workspace= with the
// tab's workspace. They agree (or the URL names none and the tab acts for no one): the screens
// render. The tab acts for someone and a navigation dropped the parameter: it is put back. The URL
// names another workspace (a link or bookmark): a lazy part checks it against the account's
// workspaces before anything of it shows. Access that ended: back to one's own, with the message.
import { endedNoticeShown, useActiveWorkspace, useAppDispatch, useSessionUser, useWorkspaceEndedNotice } from '@provana/api-client';
import { useLocation, useNavigate } from '@provana/router';
import { notify } from '@provana/ui';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { FullPageSpinner } from '../../lib/full-page-spinner';
import { withWorkspaceParam, workspaceParamOf } from './workspace-param';

const WorkspaceResolver = lazy(() => import('./workspace-resolver'));

export function WorkspaceGate({ children }: { children: ReactNode }) {
  const { user } = useSessionUser();
  const active = useActiveWorkspace();
  const notice = useWorkspaceEndedNotice();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const wanted = workspaceParamOf(search);
  const own = user?.executiveId;
  const activeId = active?.executiveId ?? null;
  // The account's own id in the URL is its own workspace, as is no id.
  const wantedId = wanted === own ? null : wanted;
  const missingParam = notice === null && activeId !== null && wanted === null;
  const ownIdInUrl = wanted !== null && wanted === own;

  useEffect(() => {
    if (notice !== null) {
      notify({ title: notice, type: 'info' });
      dispatch(endedNoticeShown());
      navigate({ pathname, search: withWorkspaceParam(search, null), hash }, { replace: true });
    } else if (missingParam && activeId !== null) {
      navigate({ pathname, search: withWorkspaceParam(search, activeId), hash }, { replace: true });
    } else if (ownIdInUrl && activeId === null) {
      navigate({ pathname, search: withWorkspaceParam(search, null), hash }, { replace: true });
    }
  }, [notice, missingParam, ownIdInUrl, activeId, dispatch, navigate, pathname, search, hash]);

  if (notice !== null || missingParam) return null;
  if (wantedId !== null && wantedId !== activeId) {
    return (
      <Suspense fallback={<FullPageSpinner label="Opening the workspace..." />}>
        <WorkspaceResolver executiveId={wantedId} />
      </Suspense>
    );
  }
  return children;
}
