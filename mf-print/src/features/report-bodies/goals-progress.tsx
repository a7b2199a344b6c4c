// Strategic Goals Progress: the top goals (at most 3) with their progress.
import { formatDay } from '../../lib/format';
import type { ReportGoal } from '../report-model/goal-model';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';
import { ProgressMeter } from '../report-parts/progress-meter';

export function GoalsProgress({ goals }: { goals: ReportGoal[] | null }) {
  return (
    <ReportSection title="Strategic Goals Progress" testId="goals-progress">
      {goals === null ? (
        <EmptyLine>Goals could not be loaded.</EmptyLine>
      ) : goals.length === 0 ? (
        <EmptyLine>No strategic goals yet.</EmptyLine>
      ) : (
        <ReportTable
          caption="Strategic goals"
          rowKey={(g) => g.title}
          rows={goals}
          columns={[
            { header: 'Goal', cell: (g) => g.title },
            { header: 'Status', cell: (g) => g.status },
            { header: 'Progress', cell: (g) => <ProgressMeter value={g.progress} isFallback={g.progressIsFallback} label={`${g.title} progress`} /> },
            { header: 'Deadline', cell: (g) => formatDay(g.deadline), nowrap: true },
          ]}
        />
      )}
    </ReportSection>
  );
}
