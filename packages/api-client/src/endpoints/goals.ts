import type { CreateGoalBody, Goal, GoalsResponse, UpdateGoalBody } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { type Tag, type TagType, listTag } from '../tags';

export interface UpdateGoalArgs {
  executiveId: number;
  goalId: number;
  body: UpdateGoalBody;
}

/** Everything that reads goals: the tracker, the print sources, the brief's goal-aligned % and time blocks. */
const goalDependents = (executiveId: number): (Tag | TagType)[] => [listTag('Goal'), { type: 'DailyBrief', id: executiveId }, 'TimeBlocks'];

export const goalEndpoints = (build: Builder) => ({
  getGoals: build.query<GoalsResponse, number>({
    query: (executiveId) => apiPaths.goals(executiveId),
    providesTags: [listTag('Goal')],
  }),
  createGoal: build.mutation<Goal, { executiveId: number; body: CreateGoalBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.goals(executiveId), method: 'POST', body }),
    invalidatesTags: (_result, error, { executiveId }) => (error ? [] : goalDependents(executiveId)),
  }),
  updateGoal: build.mutation<Goal, UpdateGoalArgs>({
    query: ({ executiveId, goalId, body }) => ({ url: apiPaths.goal(executiveId, goalId), method: 'PATCH', body }),
    invalidatesTags: (_result, error, { executiveId }) => (error ? [] : goalDependents(executiveId)),
  }),
  deleteGoal: build.mutation<{ success: true }, { executiveId: number; goalId: number }>({
    query: ({ executiveId, goalId }) => ({ url: apiPaths.goal(executiveId, goalId), method: 'DELETE' }),
    invalidatesTags: (_result, error, { executiveId }) => (error ? [] : goalDependents(executiveId)),
  }),
});
