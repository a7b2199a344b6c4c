// The part of a report that differs per type.
import { DailyBriefBody } from '../report-bodies/daily-brief-body';
import { ExecutiveSummaryBody } from '../report-bodies/executive-summary-body';
import { GoalsSummaryBody } from '../report-bodies/goals-summary-body';
import { TeamReportBody } from '../report-bodies/team-report-body';
import { WeeklyInsightsBody } from '../report-bodies/weekly-insights-body';
import type { ReportData } from '../report-data/use-report-data';
import type { ReportType } from '../report-model/report-types';

export function ReportBody({ type, data, now }: { type: ReportType; data: ReportData; now: Date }) {
  switch (type) {
    case 'executive-summary':
      return <ExecutiveSummaryBody summary={data.summary} prioritiesLoaded={data.priorities !== undefined} />;
    case 'daily-brief':
      return <DailyBriefBody priorities={data.priorities} brief={data.brief} />;
    case 'goals-summary':
      return <GoalsSummaryBody goals={data.goals} now={now} />;
    case 'team-report':
      return <TeamReportBody team={data.team} priorities={data.priorities} />;
    case 'weekly-insights':
      return <WeeklyInsightsBody reflections={data.reflections} />;
  }
}
