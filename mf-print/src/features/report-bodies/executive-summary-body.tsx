// executive-summary: the top 5 action items and the top 3 strategic goals.
import type { ReportSummary } from '../report-model/report-summary';
import { ActionItems } from './action-items';
import { GoalsProgress } from './goals-progress';

export function ExecutiveSummaryBody({ summary, prioritiesLoaded }: { summary: ReportSummary; prioritiesLoaded: boolean }) {
  return (
    <>
      <ActionItems items={summary.actionItems} loaded={prioritiesLoaded} />
      <GoalsProgress goals={summary.goals} />
    </>
  );
}
