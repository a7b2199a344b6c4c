// The Done / Complete button of one task: disabled while its request runs, absent for a Viewer.
import { useCanWrite } from '@provana/sections';
import { Button } from '@provana/ui';
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
    <Button
      size="sm"
      variant={label === 'Done' ? 'solid' : 'outline'}
      colorPalette="green"
      onClick={() => void complete()}
      disabled={isCompleting}
      aria-label={`${label}: ${taskName}`}
    >
      {label}
    </Button>
  );
}
