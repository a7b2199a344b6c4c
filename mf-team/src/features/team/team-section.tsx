// The Team Management section for the signed-in executive, with loading, empty and error states.
// The selected direct report is in the URL (?report=<name>), so a reload or a shared link keeps it.
import { formatApiError, skipToken, useExecutiveId, useGetTeamQuery, useTimeZone } from '@provana/api-client';
import { useNowIn } from '@provana/dates/react';
import { useSearchParams } from '@provana/router';
import { EmptyState, ErrorState, Grid, LoadingState, SectionCard, Stack, Text } from '@provana/ui';
import { ReportDetail } from './detail/report-detail';
import { ReportList } from './report-list';
import { AddReport } from './roster/add-report';
import { TeamCounts } from './team-counts';

export function TeamSection() {
  const executiveId = useExecutiveId();
  const { data, error, isLoading, isUninitialized, refetch } = useGetTeamQuery(executiveId ?? skipToken);
  const [params, setParams] = useSearchParams();
  // The executive's wall clock, refreshed every minute (meeting priority and due-soon depend on it).
  const now = useNowIn(useTimeZone());
  const selectedName = params.get('report');

  const select = (name: string) => {
    const next = new URLSearchParams(params);
    next.set('report', name);
    setParams(next);
  };
  const clear = () => {
    const next = new URLSearchParams(params);
    next.delete('report');
    setParams(next);
  };

  let body;
  if (executiveId === undefined || isLoading || isUninitialized) body = <LoadingState label="Loading your team..." />;
  else if (error || !data) body = <ErrorState message={formatApiError(error)} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    body = (
      <EmptyState
        title="No direct reports"
        description="Direct reports you add appear here with their 1:1s and coaching notes."
        action={<AddReport executiveId={executiveId} onAdded={select} />}
      />
    );
  else {
    const selected = data.find((r) => r.name === selectedName);
    body = (
      <Stack gap="5">
        <TeamCounts team={data} now={now} />
        <AddReport executiveId={executiveId} onAdded={select} />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(260px, 320px) 1fr' }} gap="5" alignItems="start">
          <ReportList team={data} now={now} selected={selected?.name} onSelect={select} />
          {selected ? (
            <ReportDetail executiveId={executiveId} report={selected} now={now} onRenamed={select} onArchived={clear} />
          ) : (
            <Text color="fg.muted" role="status">
              {selectedName ? `No direct report named "${selectedName}".` : 'Select a direct report to see their development focus, 1:1 preparation and notes.'}
            </Text>
          )}
        </Grid>
      </Stack>
    );
  }
  return <SectionCard title="Team Management">{body}</SectionCard>;
}
