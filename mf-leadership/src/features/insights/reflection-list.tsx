// Each week's reflection, latest first: decisions made, delayed, delegated, Missed/Attended, insight;
// a private one shows its lock (this week's form marks it).
import type { Reflection } from '@provana/contracts';
import { Badge, Box, HStack, Stack, Text } from '@provana/ui';
import { PrivateBadge } from '@provana/ui/parts';
import { formatDay } from '@provana/dates';

export function ReflectionList({ reflections }: { reflections: readonly Reflection[] }) {
  return (
    <Stack as="ul" gap="2" ps="0" aria-label="Weekly reflections">
      {reflections.map((r) => (
        <Box as="li" key={r.id} listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="reflection">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <HStack gap="2">
              <Text fontWeight="semibold">Week of {formatDay(r.weekStart)}</Text>
              {r.private && <PrivateBadge />}
            </HStack>
            <Badge colorPalette={r.missedPersonalEvent ? 'red' : 'green'}>{r.missedPersonalEvent ? 'Missed' : 'Attended'}</Badge>
          </HStack>
          <HStack gap="4" wrap="wrap" fontSize="sm" mt="1">
            <Text>Strategic decisions made: {r.strategicDecisionsMade}</Text>
            <Text>Delayed: {r.delayedDecisions}</Text>
            <Text>Delegated: {r.delegatedTasks}</Text>
          </HStack>
          <Text fontSize="sm" mt="2" fontStyle="italic">
            {r.selfInsight}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
