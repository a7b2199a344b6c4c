// "78% goal aligned", from the daily brief.
import { skipToken, useExecutiveId, useGetDailyBriefQuery } from '@provana/api-client';
import { Badge } from '@provana/ui';

export function alignmentColor(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= 70) return 'green';
  if (percent >= 40) return 'yellow';
  return 'red';
}

export function GoalAlignedBadge() {
  const executiveId = useExecutiveId();
  const { data } = useGetDailyBriefQuery(executiveId ?? skipToken);
  if (!data) return null;
  return (
    <Badge colorPalette={alignmentColor(data.goalAlignment)} variant="subtle" size="lg" data-testid="goal-aligned">
      {data.goalAlignment}% goal aligned
    </Badge>
  );
}
