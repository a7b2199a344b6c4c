// Every priority of the brief: open ones with a Complete button, completed ones marked as such; one
// a delegate last added or changed says so ("added by Sam").
import { Badge, Flex, HStack, PriorityIndicator, Stack, Text } from '@provana/ui';
import type { Priority } from '@provana/contracts';
import { ByDelegateNote, deepLinkTarget } from '@provana/sections';
import { memo } from 'react';
import { CompleteButton } from './complete-button';
import { dueLabel } from './format';

interface PriorityListProps {
  executiveId: number;
  priorities: readonly Priority[];
}

export function PriorityList({ executiveId, priorities }: PriorityListProps) {
  if (priorities.length === 0) return <Text color="fg.muted">No priorities yet.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="All priorities">
      {priorities.map((priority) => (
        <PriorityRow key={priority.id} executiveId={executiveId} priority={priority} />
      ))}
    </Stack>
  );
}

// One row, drawn again only when its own priority changed: a change made elsewhere arrives as a new
// brief whose other priorities keep their identity (RTK Query's structural sharing), so a live update
// redraws one row, not the list.
const PriorityRow = memo(function PriorityRow({ executiveId, priority }: { executiveId: number; priority: Priority }) {
  return (
    <Flex
      as="li"
      gap="3"
      justify="space-between"
      align="center"
      data-testid="brief-priority"
      data-completed={priority.completed}
      {...deepLinkTarget('priority', priority.id)}
    >
      <Stack gap="0.5">
        <HStack gap="2">
          <PriorityIndicator urgency={priority.urgency} variant="badge" size="sm" />
          <Text fontWeight="medium" textDecoration={priority.completed ? 'line-through' : undefined} color={priority.completed ? 'fg.muted' : undefined}>
            {priority.task}
          </Text>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            {dueLabel(priority.dueDate)}
          </Text>
          <ByDelegateNote by={priority.byDelegate} />
        </HStack>
      </Stack>
      {priority.completed ? (
        <Badge colorPalette="green" variant="subtle">
          Completed
        </Badge>
      ) : (
        <CompleteButton executiveId={executiveId} taskId={priority.id} taskName={priority.task} label="Complete" />
      )}
    </Flex>
  );
});
