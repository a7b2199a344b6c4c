// The four analysis tiles: Focus Time, Goal Aligned %, Balanced %, Peak Hours.
import type { TimeBlockResponse } from '@provana/contracts';
import { SimpleGrid } from '@provana/ui';
import { StatTile } from '@provana/ui/parts';
import { formatDuration } from '@provana/dates';

export function AnalysisTiles({ analysis }: { analysis: TimeBlockResponse['analysisData'] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <StatTile label="Focus Time" value={formatDuration(analysis.totalFocusTime)} testId="analysis-tile" />
      <StatTile label="Goal Aligned" value={`${analysis.goalAlignment}%`} testId="analysis-tile" />
      <StatTile label="Balanced" value={`${analysis.workloadBalance}%`} testId="analysis-tile" />
      <StatTile label="Peak Hours" value={analysis.peakProductivityHours.join(', ') || 'None'} testId="analysis-tile" />
    </SimpleGrid>
  );
}
