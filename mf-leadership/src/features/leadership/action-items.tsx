// Leadership Action Items of the current model, with priorities, and Add to Tasks: the item becomes a
// priority (it appears in the Daily Brief); an item whose task is open says so instead of adding it
// twice, and one whose task was completed says it was done and can be added again.
import { WriteOnly } from '@provana/sections';
import type { LeadershipActionItem } from '@provana/contracts';
import { apiErrorDetail } from '@provana/api-client';
import { useAddActionItemTaskMutation } from '@provana/api-client/leadership';
import { Badge, Box, Button, HStack, Heading, PRIORITY_PALETTE, Stack, Text, notify, priorityLabels } from '@provana/ui';

function ActionItemRow({ executiveId, item }: { executiveId: number; item: LeadershipActionItem }) {
  const [addTask, { isLoading }] = useAddActionItemTaskMutation({ fixedCacheKey: `action-item-${item.id}` });
  const addLabel = item.task_done ? 'Add to Tasks again' : 'Add to Tasks';
  const add = async () => {
    try {
      await addTask({ executiveId, itemId: item.id }).unwrap();
      notify({ title: 'Added to Tasks', description: `${item.title} is now in your Daily Brief.`, type: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: apiErrorDetail(error).message, type: 'error' });
    }
  };
  return (
    <HStack as="li" listStyleType="none" justify="space-between" gap="3" borderWidth="1px" borderRadius="md" p="3" wrap="wrap" data-testid="action-item">
      <Stack gap="1" flex="1" minW="14rem">
        <Text fontSize="sm">{item.title}</Text>
        <Badge alignSelf="start" colorPalette={PRIORITY_PALETTE[item.priority]} variant="subtle">
          {priorityLabels(item.priority).label}
        </Badge>
      </Stack>
      {item.task_id !== null && !item.task_done ? (
        <Badge colorPalette="green" variant="solid" data-testid="added-to-tasks">
          Added to Tasks
        </Badge>
      ) : (
        <HStack gap="2" wrap="wrap">
          {item.task_done && (
            <Badge colorPalette="gray" variant="subtle" data-testid="task-done">
              Task done
            </Badge>
          )}
          <WriteOnly>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              loading={isLoading}
              loadingText="Adding..."
              onClick={() => void add()}
              aria-label={`${addLabel}: ${item.title}`}
            >
              {addLabel}
            </Button>
          </WriteOnly>
        </HStack>
      )}
    </HStack>
  );
}

export function ActionItems({ executiveId, items }: { executiveId: number; items: LeadershipActionItem[] }) {
  return (
    <Box as="section" aria-labelledby="action-items-title">
      <Heading as="h3" size="sm" mb="2" id="action-items-title">
        Leadership Action Items
      </Heading>
      <Stack as="ul" gap="2" ps="0">
        {items.map((item) => (
          <ActionItemRow key={item.id} executiveId={executiveId} item={item} />
        ))}
      </Stack>
    </Box>
  );
}
