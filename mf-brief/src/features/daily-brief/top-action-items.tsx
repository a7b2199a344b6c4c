// 'Top Action Items Today': up to five open high-urgency tasks, each with a Done button.
import { SectionCard, Text, chakra } from '@provana/ui';
import type { Priority } from '@provana/contracts';
import { deepLinkTarget } from '@provana/sections';
import { memo } from 'react';
import { isOverdue } from './brief-selectors';
import { CompleteButton } from './complete-button';
import { dueLabel } from './format';
import { TASK_LIST, taskRowLayout } from './row-styles';

export const NO_ACTION_ITEMS_TEXT = 'No critical action items today - great job staying on top of priorities!';

interface TopActionItemsProps {
  executiveId: number;
  items: readonly Priority[];
  /** The executive's wall clock now (wallNowIn): OVERDUE when a due date lies before it. */
  now: number;
}

const LAYOUT = taskRowLayout({ gap: '3', textGap: '1', align: 'start' });

export function TopActionItems({ executiveId, items, now }: TopActionItemsProps) {
  return (
    <SectionCard title="Top Action Items Today">
      {items.length === 0 ? (
        <Text color="fg.muted">{NO_ACTION_ITEMS_TEXT}</Text>
      ) : (
        <chakra.ul css={LAYOUT} {...TASK_LIST} aria-label="Top action items">
          {items.map((item) => (
            <ActionItemRow key={item.id} executiveId={executiveId} item={item} overdue={isOverdue(item, now)} />
          ))}
        </chakra.ul>
      )}
    </SectionCard>
  );
}

// One item, drawn again only when it changed (see PriorityRow): the clock is read once, above it.
// Plain elements, styled by the list (row-styles.ts).
const ActionItemRow = memo(function ActionItemRow({ executiveId, item, overdue }: { executiveId: number; item: Priority; overdue: boolean }) {
  return (
    <li data-testid="top-action-item" {...deepLinkTarget('priority', item.id)}>
      <div data-part="text">
        <p data-part="title">{item.task}</p>
        {item.description && <p data-part="description">{item.description}</p>}
        <div data-part="headline">
          <p data-part="due">{dueLabel(item.dueDate)}</p>
          {overdue && <span data-part="overdue">OVERDUE</span>}
        </div>
      </div>
      <CompleteButton executiveId={executiveId} taskId={item.id} taskName={item.task} label="Done" />
    </li>
  );
});
