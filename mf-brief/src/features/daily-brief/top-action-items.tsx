// 'Top Action Items Today': up to five open high-urgency tasks, each with a Done button.
import { Badge, Flex, HStack, SectionCard, Stack, Text } from '@provana/ui';
import type { Priority } from '@provana/contracts';
import { deepLinkTarget } from '@provana/sections';
import { memo } from 'react';
import { isOverdue } from './brief-selectors';
import { CompleteButton } from './complete-button';
import { dueLabel } from './format';

export const NO_ACTION_ITEMS_TEXT = 'No critical action items today - great job staying on top of priorities!';

interface TopActionItemsProps {
  executiveId: number;
  items: readonly Priority[];
  /** The executive's wall clock now (wallNowIn): OVERDUE when a due date lies before it. */
  now: number;
}

export function TopActionItems({ executiveId, items, now }: TopActionItemsProps) {
  return (
    <SectionCard title="Top Action Items Today">
      {items.length === 0 ? (
        <Text color="fg.muted">{NO_ACTION_ITEMS_TEXT}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Top action items">
          {items.map((item) => (
            <ActionItemRow key={item.id} executiveId={executiveId} item={item} overdue={isOverdue(item, now)} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

// One item, drawn again only when it changed (see PriorityRow): the clock is read once, above it.
const ActionItemRow = memo(function ActionItemRow({ executiveId, item, overdue }: { executiveId: number; item: Priority; overdue: boolean }) {
  return (
    <Flex as="li" gap="3" justify="space-between" align="start" data-testid="top-action-item" {...deepLinkTarget('priority', item.id)}>
      <Stack gap="1">
        <Text fontWeight="semibold">{item.task}</Text>
        {item.description && (
          <Text fontSize="sm" color="fg.muted">
            {item.description}
          </Text>
        )}
        <HStack gap="2">
          <Text fontSize="xs" color="fg.muted">
            {dueLabel(item.dueDate)}
          </Text>
          {overdue && (
            <Badge colorPalette="red" variant="solid" size="sm">
              OVERDUE
            </Badge>
          )}
        </HStack>
      </Stack>
      <CompleteButton executiveId={executiveId} taskId={item.id} taskName={item.task} label="Done" />
    </Flex>
  );
});
