import type { CreateGoalBody, Goal, Reflection, UpdateGoalBody, UpsertReflectionBody } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
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
    query: ({ executiveId, body }) => ({ url: apiPaths.goals(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
  updateGoal: build.mutation<Goal, UpdateGoalArgs>({
    query: ({ executiveId, goalId, body }) => ({ url: apiPaths.goal(executiveId, goalId), method: 'PATCH', body }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
  deleteGoal: build.mutation<{ success: true }, { executiveId: number; goalId: number }>({
    query: ({ executiveId, goalId }) => ({ url: apiPaths.goal(executiveId, goalId), method: 'DELETE' }),
    invalidatesTags: onSuccess(({ executiveId }) => goalDependents(executiveId)),
  }),
  /** This week's reflection, created or replaced (one per week). */
  saveReflection: build.mutation<Reflection, { executiveId: number; weekStart: string; body: UpsertReflectionBody }>({
    query: ({ executiveId, weekStart, body }) => ({ url: apiPaths.reflection(executiveId, weekStart), method: 'PUT', body }),
    invalidatesTags: onSuccess([listTag('Reflection')]),
  }),
});
