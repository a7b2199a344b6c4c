import type { CreatePriorityBody, PatchPriorityBody, Priority } from '@provana/contracts';
import { priorityPaths } from '@provana/contracts/paths/priorities';
import type { Builder } from '../builder';
import { type Tag, listTag, onSuccess } from '../tags';

export interface CompletePriorityArgs {
  executiveId: number;
  taskId: number;
}

/**
 * Everything that shows priorities: refetched after a priority changes. Leadership shows whether the
 * task made of an action item was completed (then it can be added again).
 */
export const priorityDependents = (executiveId: number): Tag[] => [
  listTag('Priority'),
  { type: 'Leadership', id: executiveId },
  { type: 'DailyBrief', id: executiveId },
  { type: 'Notifications', id: executiveId },
  listTag('Calendar'),
];

export const priorityEndpoints = (build: Builder) => ({
  completePriority: build.mutation<Priority, CompletePriorityArgs>({
    query: ({ executiveId, taskId }) => ({
      url: priorityPaths.priority(executiveId, taskId),
      method: 'PATCH',
      body: { completed: true } satisfies PatchPriorityBody,
    }),
    invalidatesTags: onSuccess(({ executiveId, taskId }) => [{ type: 'Priority', id: taskId }, ...priorityDependents(executiveId)]),
  }),
  createPriority: build.mutation<Priority, { executiveId: number; body: CreatePriorityBody }>({
    query: ({ executiveId, body }) => ({ url: priorityPaths.priorities(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => priorityDependents(executiveId)),
  }),
});
