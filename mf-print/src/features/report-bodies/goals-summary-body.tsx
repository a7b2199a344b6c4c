// goals-summary: every goal (mission, quarterly, micro wins) with status, progress, target date, urgency.
import type { Goal, GoalsResponse } from '@provana/contracts';
import { formatDay } from '../../lib/format';
import { goalProgress, goalUrgency } from '../report-model/goal-model';
import { EmptyLine, ReportSection } from '../report-parts/report-section';
import { ReportTable } from '../report-parts/report-table';
import { ProgressMeter } from '../report-parts/progress-meter';
import { UrgencyLabel } from '../report-parts/urgency-label';

const KIND_LABELS: Record<Goal['kind'], string> = { mission: 'Mission', quarterly: 'Quarterly', micro_win: 'Micro win' };

export function allGoals(goals: GoalsResponse): Goal[] {
  return [...(goals.mission_goal ? [goals.mission_goal] : []), ...goals.quarterly_goals, ...goals.micro_wins];
}

export function GoalsSummaryBody({ goals, now }: { goals: GoalsResponse | undefined; now: Date }) {
  const rows = goals ? allGoals(goals) : null;
  return (
    <ReportSection title="All Goals" testId="all-goals">
      {rows === null ? (
        <EmptyLine>Goals could not be loaded.</EmptyLine>
      ) : rows.length === 0 ? (
        <EmptyLine>No goals yet.</EmptyLine>
      ) : (
        <ReportTable
          caption="Every goal with status, progress, target date and urgency"
          rowKey={(g) => g.id}
          rows={rows}
          columns={[
            {
              header: 'Goal',
              cell: (g) => (
                <>
                  <strong>{g.title}</strong>
                  <br />
                  {KIND_LABELS[g.kind]}
                </>
              ),
            },
            { header: 'Status', cell: (g) => g.status },
            { header: 'Progress', cell: (g) => <ProgressMeter value={goalProgress(g).value} label={`${g.title} progress`} /> },
            { header: 'Target date', cell: (g) => formatDay(g.target_date), nowrap: true },
            { header: 'Urgency', cell: (g) => <UrgencyLabel urgency={goalUrgency(g.target_date, now)} /> },
          ]}
        />
      )}
    </ReportSection>
  );
}
