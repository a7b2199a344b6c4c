import type { GoalsResponse } from '@provana/contracts';
import { goalPaths } from '@provana/contracts/paths/goals';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const goalEndpoints = (build: Builder) => ({
  getGoals: build.query<GoalsResponse, number>({
    query: (executiveId) => goalPaths.goals(executiveId),
    providesTags: [listTag('Goal')],
  }),
});
