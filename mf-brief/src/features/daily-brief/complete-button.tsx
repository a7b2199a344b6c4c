// The Done / Complete button of one task: disabled while its request runs, absent for a Viewer. A plain
// <button> styled by its list (row-styles.ts) with Chakra's button recipe: Done solid, Complete outline.
import { useCanWrite } from '@provana/sections';
import { useCompleteTask } from './use-complete-task';

interface CompleteButtonProps {
  executiveId: number;
  taskId: number;
  taskName: string;
  label: 'Done' | 'Complete';
}

export function CompleteButton(props: CompleteButtonProps) {
  return useCanWrite() ? <CompleteButtonShown {...props} /> : null;
}

function CompleteButtonShown({ executiveId, taskId, taskName, label }: CompleteButtonProps) {
  const { complete, isCompleting } = useCompleteTask(executiveId, taskId);
  return (
    <button
      type="button"
      data-part="complete"
      data-variant={label === 'Done' ? 'solid' : 'outline'}
      onClick={() => void complete()}
      disabled={isCompleting}
      aria-label={`${label}: ${taskName}`}
    >
      {label}
    </button>
  );
}
