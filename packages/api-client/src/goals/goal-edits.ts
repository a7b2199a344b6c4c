import type { CreateGoalBody, Goal, UpdateGoalBody } from '@provana/contracts';
import { goalPaths } from '@provana/contracts/paths/goals';
import type { Builder } from '../builder';
import { type Tag, type TagType, listTag, onSuccess } from '../tags';

export interface UpdateGoalArgs {
  executiveId: number;
  goalId: number;
  body: UpdateGoalBody;
}

/** Everything that reads goals: the tracker, the print sources, the brief's goal-aligned % and time blocks. */
const goalDependents = (executiveId: number): (Tag | TagType)[] => [listTag('Goal'), { type: 'DailyBrief', id: executiveId }, 'TimeBlocks'];

export const goalEditEndpoints = (build: Builder) => ({
  createGoal: build.mutation<Goal, { executiveId: number; body: CreateGoalBody }>({
    query: ({ executiveId, body }) => ({ url: goalPaths.goals(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
  updateGoal: build.mutation<Goal, UpdateGoalArgs>({
    query: ({ executiveId, goalId, body }) => ({ url: goalPaths.goal(executiveId, goalId), method: 'PATCH', body }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
  deleteGoal: build.mutation<{ success: true }, { executiveId: number; goalId: number }>({
    query: ({ executiveId, goalId }) => ({ url: goalPaths.goal(executiveId, goalId), method: 'DELETE' }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
});
