// One suggested block: title, priority, times, duration, reasoning, energy, conflict risk, goals,
// and Apply Block or the Applied marker.
import { useCanWrite } from '@provana/sections';
import type { TimeBlockSuggestion } from '@provana/contracts';
import { Badge, Box, Button, HStack, PriorityIndicator, Stack, Text } from '@provana/ui';
import { formatClockFromText, formatDuration } from '@provana/dates';

export interface TimeBlockCardProps {
  block: TimeBlockSuggestion;
  applied: boolean;
  applying: boolean;
  onApply: () => void;
}

export function TimeBlockCard({ block, applied, applying, onApply }: TimeBlockCardProps) {
  const canWrite = useCanWrite();
  const goals = block.relatedGoals.length;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="3" data-testid="time-block" data-applied={applied}>
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3" wrap="wrap">
          <Text fontWeight="semibold" flex="1" minW="12rem">
            {block.title}
          </Text>
          <PriorityIndicator urgency={block.priority} size="sm" />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm">
          <Text data-testid="time-block-time">
            {formatClockFromText(block.startTime)} – {formatClockFromText(block.endTime)}
          </Text>
          <Text color="fg.muted">{formatDuration(block.duration)}</Text>
          <Badge variant="subtle">{block.type}</Badge>
        </HStack>
        <Text fontSize="sm">{block.reasoning}</Text>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <Text>Energy: {block.energyLevel}</Text>
          <Text>Conflict risk: {block.conflictRisk}%</Text>
          <Text>
            {goals} {goals === 1 ? 'goal' : 'goals'}
          </Text>
        </HStack>
        <HStack justify="flex-end">
          {applied ? (
            <Badge colorPalette="green" data-testid="applied-marker">
              Applied
            </Badge>
          ) : canWrite ? (
            <Button size="sm" colorPalette="brand" onClick={onApply} loading={applying} aria-label={`Apply Block: ${block.title}`}>
              Apply Block
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
