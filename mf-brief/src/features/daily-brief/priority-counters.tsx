// The three counters at the top of the brief: open priorities per urgency.
import { PriorityIndicator, SimpleGrid, Stack, Text } from '@provana/ui';
import type { Urgency } from '@provana/contracts';
import type { UrgencyCounts } from './brief-selectors';

const COUNTERS: { urgency: Urgency; label: string }[] = [
  { urgency: 'high', label: 'High Priority' },
  { urgency: 'medium', label: 'Medium Priority' },
  { urgency: 'low', label: 'Low Priority' },
];

export function PriorityCounters({ counts }: { counts: UrgencyCounts }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" aria-label="Open priorities by urgency">
      {COUNTERS.map(({ urgency, label }) => (
        <Stack key={urgency} borderWidth="1px" borderRadius="lg" p="4" gap="1" data-testid={`counter-${urgency}`}>
          <PriorityIndicator urgency={urgency} variant="dot" size="sm" />
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
            {counts[urgency]}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {label}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
