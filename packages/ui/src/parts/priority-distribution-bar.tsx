// High / Medium / Low as percent widths of one bar, with a readable summary for screen readers.
import { Box, Flex, PRIORITY_PALETTE, URGENCIES, priorityLabels } from '@provana/ui';
import { type PriorityCounts, distributionWidths } from '../priority/distribution';

export interface PriorityDistributionBarProps {
  counts: PriorityCounts;
  height?: string;
}

export function PriorityDistributionBar({ counts, height = '2' }: PriorityDistributionBarProps) {
  const widths = distributionWidths(counts);
  const summary = URGENCIES.map((u) => `${priorityLabels(u).label}: ${counts[u]} (${widths[u]}%)`).join(', ');
  return (
    <Flex role="img" aria-label={`Priority distribution. ${summary}`} h={height} w="full" borderRadius="full" overflow="hidden" bg="bg.muted">
      {URGENCIES.map((urgency) =>
        widths[urgency] > 0 ? (
          <Box
            key={urgency}
            data-urgency={urgency}
            w={`${widths[urgency]}%`}
            h="full"
            bg={`${PRIORITY_PALETTE[urgency]}.500`}
            title={`${priorityLabels(urgency).label}: ${widths[urgency]}%`}
          />
        ) : null,
      )}
    </Flex>
  );
}
