// The three counters at the top of the brief: open priorities per urgency, with the spec's labels.
// Three across at every width: stacked on a phone they took the whole first screen.
import { Box, PriorityIndicator, SimpleGrid, Stack, Text, URGENCIES, priorityLabels } from '@provana/ui';
import type { UrgencyCounts } from './brief-selectors';

export function PriorityCounters({ counts }: { counts: UrgencyCounts }) {
  return (
    <SimpleGrid columns={3} gap="3" aria-label="Open priorities by urgency">
      {URGENCIES.map((urgency) => (
        <Stack key={urgency} borderWidth="1px" borderRadius="lg" p="4" gap="1" data-testid={`counter-${urgency}`}>
          {/* Decorative here: the label below already names the urgency for screen readers. */}
          <Box aria-hidden="true">
            <PriorityIndicator urgency={urgency} variant="dot" size="sm" />
          </Box>
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {counts[urgency]}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {priorityLabels(urgency).label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
