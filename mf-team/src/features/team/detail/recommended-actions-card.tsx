// Recommended Actions, derived from the report's meeting, notes and voice logs.
import { skipToken } from '@provana/api-client';
import { useGetTeamVoiceLogsQuery } from '@provana/api-client/team';
import { SectionCard, Stack } from '@provana/ui';
import { recommendedActions } from '../../../lib/recommended-actions';
import type { ReportProps } from './report-detail';

export function RecommendedActionsCard({ executiveId, report, now }: ReportProps) {
  const { data: logs } = useGetTeamVoiceLogsQuery(report.name ? { executiveId, name: report.name } : skipToken);
  const actions = recommendedActions(report, logs ?? [], now);
  return (
    <SectionCard title="Recommended Actions" level={3}>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc">
        {actions.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </Stack>
    </SectionCard>
  );
}
