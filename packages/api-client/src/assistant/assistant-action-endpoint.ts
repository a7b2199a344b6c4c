// The Voice Command modal's Confirm: writes one action the model proposed. Nothing is
// written without it; a written action refreshes the lists it changed.
import type { ConfirmActionBody, ConfirmActionResponse, ProposedAction } from '@provana/contracts';
import { assistantPaths } from '@provana/contracts/paths/assistant';
import type { Builder } from '../builder';
import { priorityDependents } from '../priorities/priority-edits';
import { requestBody } from '../request-body';
import { listTag, type Tag, type TagType, onSuccess } from '../tags';

export type ConfirmAssistantActionArgs = { executiveId: number } & ConfirmActionBody;

/** The cached lists a written action changes. */
export function actionDependents(kind: ProposedAction['kind'], executiveId: number): (Tag | TagType)[] {
  switch (kind) {
    case 'create_priority':
    case 'complete_task':
      return priorityDependents(executiveId);
    case 'add_memory_note':
      return [listTag('MemoryNote'), { type: 'DailyBrief', id: executiveId }];
    case 'schedule_event':
      return [listTag('CalendarEvent'), listTag('Calendar'), 'TimeBlocks', 'DailyBrief'];
  }
}

export const assistantActionEndpoint = (build: Builder) => ({
  confirmAssistantAction: build.mutation<ConfirmActionResponse, ConfirmAssistantActionArgs>({
    query: ({ executiveId, action, private: isPrivate }) => ({
      url: assistantPaths.assistantActions(executiveId),
      method: 'POST',
      body: requestBody<ConfirmActionBody>({ action, private: isPrivate }),
    }),
    invalidatesTags: onSuccess(({ executiveId, action }) => actionDependents(action.kind, executiveId)),
  }),
});
