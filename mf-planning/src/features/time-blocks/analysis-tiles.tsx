// The four analysis tiles: Focus Time, Goal Aligned %, Balanced %, Peak Hours.
import type { TimeBlockResponse } from '@provana/contracts';
import { Box, SimpleGrid, Text } from '@provana/ui';
import { formatDuration } from '../../lib/dates';

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="3" data-testid="analysis-tile">
      <Text fontSize="xl" fontWeight="semibold">
        {value}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
    </Box>
  );
}

export function AnalysisTiles({ analysis }: { analysis: TimeBlockResponse['analysisData'] }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      <Tile label="Focus Time" value={formatDuration(analysis.totalFocusTime)} />
      <Tile label="Goal Aligned" value={`${analysis.goalAlignment}%`} />
      <Tile label="Balanced" value={`${analysis.workloadBalance}%`} />
      <Tile label="Peak Hours" value={analysis.peakProductivityHours.join(', ') || 'None'} />
    </SimpleGrid>
  );
}
