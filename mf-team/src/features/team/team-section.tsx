// The Team Management section for the signed-in executive, with loading, empty and error states.
// The selected direct report is in the URL (?report=<name>), so a reload or a shared link keeps it.
// A search result's link names the report by id (?reportId=ID): it becomes that selection
// and the report is highlighted in the list.
import { useGetTeamQuery, useTimeZone } from '@provana/api-client';
import { useNowIn } from '@provana/dates/react';
import { useSearchParams } from '@provana/router';
import { DeepLinkNote, QueryState, useDeepLink, useExecutiveQuery } from '@provana/sections';
import { Grid, SectionCard, Stack, Text } from '@provana/ui';
import { useEffect } from 'react';
import { ReportDetail } from './detail/report-detail';
import { ReportList } from './report-list';
import { AddReport } from './roster/add-report';
import { TeamCounts } from './team-counts';

export function TeamSection() {
  const query = useExecutiveQuery(useGetTeamQuery);
  const [params, setParams] = useSearchParams();
  // The executive's wall clock, refreshed every minute (meeting priority and due-soon depend on it).
  const now = useNowIn(useTimeZone());
  const selectedName = params.get('report');
  const byId = (id: string) => query.data?.find((r) => String(r.id) === id);
  // Ready once the list has loaded and a linked report (if it exists) is the selected one.
  const link = useDeepLink('reportId', { ready: (id) => query.data !== undefined && (byId(id) === undefined || byId(id)?.name === selectedName) });
  const linkedName = link.status === 'pending' && link.id !== null ? byId(link.id)?.name : undefined;
  useEffect(() => {
    if (linkedName === undefined || linkedName === selectedName) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('report', linkedName);
        return next;
      },
      { replace: true },
    );
  }, [linkedName, selectedName, setParams]);

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

  return (
    <SectionCard title="Team Management">
      <DeepLinkNote link={link} />
      <QueryState
        query={query}
        loadingLabel="Loading your team..."
        empty={(executiveId) => ({
          title: 'No direct reports',
          description: 'Direct reports you add appear here with their 1:1s and coaching notes.',
          action: <AddReport executiveId={executiveId} onAdded={select} />,
        })}
      >
        {(data, executiveId) => {
          const selected = data.find((r) => r.name === selectedName);
          return (
            <Stack gap="5">
              <TeamCounts team={data} now={now} />
              <AddReport executiveId={executiveId} onAdded={select} />
              <Grid templateColumns={{ base: '1fr', lg: 'minmax(260px, 320px) 1fr' }} gap="5" alignItems="start">
                <ReportList team={data} now={now} selected={selected?.name} onSelect={select} linkProps={link.highlightProps} />
                {selected ? (
                  <ReportDetail executiveId={executiveId} report={selected} now={now} onRenamed={select} onArchived={clear} />
                ) : (
                  <Text color="fg.muted" role="status">
                    {selectedName
                      ? `No direct report named "${selectedName}".`
                      : 'Select a direct report to see their development focus, 1:1 preparation and notes.'}
                  </Text>
                )}
              </Grid>
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
