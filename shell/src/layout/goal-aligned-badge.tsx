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
  // Only the figure: the brief's other changes (a refetch starting, its answer) do not redraw the badge.
  const { goalAlignment } = useGetDailyBriefQuery(executiveId ?? skipToken, { selectFromResult: ({ data }) => ({ goalAlignment: data?.goalAlignment }) });
  if (goalAlignment === undefined) return null;
  return (
    <Badge colorPalette={alignmentColor(goalAlignment)} variant="subtle" size="lg" data-testid="goal-aligned">
      {goalAlignment}% goal aligned
    </Badge>
  );
}
