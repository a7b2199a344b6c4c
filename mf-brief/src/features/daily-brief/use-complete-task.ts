// Completes one priority and reports the outcome with the spec's toasts. The mutation invalidates
// the priority, the priorities list and the daily brief, so the brief refetches by itself.
import { useCallback } from 'react';
import { formatApiError, useCompletePriorityMutation } from '@provana/api-client';
import { notify } from '@provana/ui';

export interface CompleteTask {
  complete: () => Promise<void>;
  isCompleting: boolean;
}

export function useCompleteTask(executiveId: number, taskId: number): CompleteTask {
  // One cache key per task: the Done and Complete buttons of the same task share the busy state.
  const [completePriority, { isLoading }] = useCompletePriorityMutation({ fixedCacheKey: `complete-priority-${taskId}` });
  const complete = useCallback(async () => {
    try {
      await completePriority({ executiveId, taskId }).unwrap();
      notify({ title: 'Task Completed', description: 'Great job! Task marked as completed.', type: 'success' });
    } catch (error) {
      // The spec's words, then why (offline: "this change was not saved").
      notify({ title: 'Error', description: `Failed to mark task as completed: ${formatApiError(error)}`, type: 'error' });
    }
  }, [completePriority, executiveId, taskId]);
  return { complete, isCompleting: isLoading };
}
