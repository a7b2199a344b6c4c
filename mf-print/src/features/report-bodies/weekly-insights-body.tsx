// weekly-insights: the recent weeks' reflections with totals and the decisions chart.
import type { Reflection } from '@provana/contracts';
import { ErrorState, LoadingState, Text } from '@provana/ui';
import { formatDay } from '../../lib/format';
import type { Source } from '../report-data/use-report-data';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';
import { PrintableReflectionChart } from './printable-reflection-chart';
import { recentWeeks, totalsOf } from './reflection-model';

export function WeeklyInsightsBody({ reflections }: { reflections: Source<Reflection[]> }) {
  if (reflections.isLoading) return <LoadingState label="Loading weekly reflections..." />;
  if (reflections.error) return <ErrorState title="Weekly reflections could not be loaded" message={reflections.error} onRetry={reflections.retry} />;
  const weeks = recentWeeks(reflections.data ?? []);
  const totals = totalsOf(weeks);
  return (
    <ReportSection title="Weekly Reflections" testId="weekly-reflections">
      {weeks.length === 0 ? (
        <EmptyLine>No weekly reflections yet.</EmptyLine>
      ) : (
        <>
          <Text fontSize="sm" mb="3">
            Last {weeks.length} weeks: {totals.made} strategic decisions made, {totals.delayed} delayed, {totals.delegated} delegated, {totals.missedEvents}{' '}
            personal events missed.
          </Text>
          <PrintableReflectionChart weeks={weeks} />
          <ReportTable
            caption="Weekly reflections"
            rowKey={(w) => w.id}
            rows={weeks}
            columns={[
              { header: 'Week of', cell: (w) => formatDay(w.weekStart), nowrap: true },
              { header: 'Made', cell: (w) => w.strategicDecisionsMade, align: 'end' },
              { header: 'Delayed', cell: (w) => w.delayedDecisions, align: 'end' },
              { header: 'Delegated', cell: (w) => w.delegatedTasks, align: 'end' },
              { header: 'Personal event', cell: (w) => (w.missedPersonalEvent ? 'Missed' : 'Attended') },
              { header: 'Self insight', cell: (w) => w.selfInsight },
            ]}
          />
        </>
      )}
    </ReportSection>
  );
}
