// Re-fetches the daily brief; "Refreshing..." and disabled while it runs. A failure is only logged (spec).
import { skipToken, useExecutiveId, useGetDailyBriefQuery } from '@provana/api-client';
import { Button, RefreshIcon } from '@provana/ui';

export function RefreshBriefButton() {
  const executiveId = useExecutiveId();
  const { refetch, isFetching, isUninitialized } = useGetDailyBriefQuery(executiveId ?? skipToken);
  const refresh = () => {
    refetch()
      .unwrap()
      .catch((error: unknown) => console.error('Daily brief refresh failed', error));
  };
  return (
    <Button size="sm" variant="outline" onClick={refresh} disabled={isFetching || isUninitialized} aria-busy={isFetching}>
      <RefreshIcon />
      <span>{isFetching ? 'Refreshing...' : 'Refresh Brief'}</span>
    </Button>
  );
}
