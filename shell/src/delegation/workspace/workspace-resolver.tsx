// A URL that names a workspace this tab does not work in yet: the account's workspaces say whether it
// may open it. Yes: the tab works there from now on. No: a page that says so, and nothing of it shows.
import { api, switchWorkspace, useAppDispatch } from '@provana/api-client';
import { useGetWorkspacesQuery } from '@provana/api-client/delegation';
import { ErrorState } from '@provana/ui';
import { useEffect } from 'react';
import { FullPageSpinner } from '../../lib/full-page-spinner';
import { NoAccessPage } from './no-access-page';

export default function WorkspaceResolver({ executiveId }: { executiveId: number }) {
  const dispatch = useAppDispatch();
  // Asked again each time: access may have been given or ended since the list was last read.
  const { data, isFetching, isError, refetch } = useGetWorkspacesQuery(undefined, { refetchOnMountOrArgChange: true });
  const target = Number.isNaN(executiveId) ? undefined : data?.workspaces.find((w) => w.executiveId === executiveId && w.role !== 'owner');

  useEffect(() => {
    if (!isFetching && target && target.role !== 'owner') {
      dispatch(switchWorkspace(api, { executiveId: target.executiveId, name: target.name, role: target.role, timeZone: target.timeZone }));
    }
  }, [isFetching, target, dispatch]);

  if (isFetching || (!data && !isError)) return <FullPageSpinner label="Opening the workspace..." />;
  if (isError) return <ErrorState title="The workspace could not be opened" message="Check your connection and try again." onRetry={() => void refetch()} />;
  if (!target) return <NoAccessPage />;
  return <FullPageSpinner label="Opening the workspace..." />;
}
