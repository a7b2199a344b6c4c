// The goal summary and how many goals serve each leadership model.
import type { LeadershipModelId } from '@provana/contracts';
import { Box, HStack, SimpleGrid, Stack, Text } from '@provana/ui';
import { Meter, StatTile } from '@provana/ui/parts';
import { MODEL_LABELS } from '../../lib/model-labels';
import { type GoalSummary, MODEL_IDS } from './goal-model';

export function GoalSummaryPanel({ summary, alignment }: { summary: GoalSummary; alignment: Record<LeadershipModelId, number> }) {
  return (
    <Stack gap="3" as="section" aria-label="Goal summary" data-testid="goal-summary">
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="2">
        <StatTile label="Goals" value={summary.total} testId="stat-goals" />
        <StatTile label="Complete" value={summary.complete} testId="stat-complete" />
        <StatTile label="In Progress" value={summary.inProgress} testId="stat-in-progress" />
        <StatTile label="Not Started" value={summary.notStarted} testId="stat-not-started" />
        <StatTile label="Due within 3 days" value={summary.dueSoon} testId="stat-due-within-3-days" />
      </SimpleGrid>
      <HStack gap="3">
        <Text fontSize="sm" whiteSpace="nowrap">
          Overall progress
        </Text>
        <Meter value={summary.averageProgress} max={100} label="Overall goal progress" valueText={`${summary.averageProgress}%`} />
        <Text fontSize="sm" fontWeight="semibold" data-testid="overall-progress">
          {summary.averageProgress}%
        </Text>
      </HStack>
      <Box>
        <Text fontWeight="semibold" fontSize="sm" mb="1">
          Model alignment
        </Text>
        <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" data-testid="model-alignment">
          {MODEL_IDS.map((id) => (
            <Text as="li" key={id} fontSize="sm">
              {MODEL_LABELS[id]}: <strong>{alignment[id]}</strong> {alignment[id] === 1 ? 'goal' : 'goals'}
            </Text>
          ))}
        </HStack>
      </Box>
    </Stack>
  );
}
