// Every priority of the brief: open ones with a Complete button, completed ones marked as such; one
// a delegate last added or changed says so ("added by Sam").
import { Text, chakra, urgencyBadge } from '@provana/ui';
import type { Priority } from '@provana/contracts';
import { ByDelegateNote, deepLinkTarget } from '@provana/sections';
import { memo } from 'react';
import { CompleteButton } from './complete-button';
import { dueLabel } from './format';
import { TASK_LIST, taskRowLayout } from './row-styles';

interface PriorityListProps {
  executiveId: number;
  priorities: readonly Priority[];
}

const LAYOUT = taskRowLayout({ gap: '2', textGap: '0.5', align: 'center' });

export function PriorityList({ executiveId, priorities }: PriorityListProps) {
  if (priorities.length === 0) return <Text color="fg.muted">No priorities yet.</Text>;
  return (
    <chakra.ul css={LAYOUT} {...TASK_LIST} aria-label="All priorities">
      {priorities.map((priority) => (
        <PriorityRow key={priority.id} executiveId={executiveId} priority={priority} />
      ))}
    </chakra.ul>
  );
}

// One row, drawn again only when its own priority changed: a change made elsewhere arrives as a new
// brief whose other priorities keep their identity (RTK Query's structural sharing), so a live update
// redraws one row, not the list. Plain elements, styled by the list (row-styles.ts).
const PriorityRow = memo(function PriorityRow({ executiveId, priority }: { executiveId: number; priority: Priority }) {
  return (
    <li data-testid="brief-priority" data-completed={priority.completed} {...deepLinkTarget('priority', priority.id)}>
      <div data-part="text">
        <div data-part="headline">
          {urgencyBadge(priority.urgency)}
          <p data-part="task">{priority.task}</p>
        </div>
        <div data-part="meta">
          <p data-part="due">{dueLabel(priority.dueDate)}</p>
          {priority.byDelegate && <ByDelegateNote by={priority.byDelegate} />}
        </div>
      </div>
      {priority.completed ? (
        <span data-part="completed">Completed</span>
      ) : (
        <CompleteButton executiveId={executiveId} taskId={priority.id} taskName={priority.task} label="Complete" />
      )}
    </li>
  );
});
