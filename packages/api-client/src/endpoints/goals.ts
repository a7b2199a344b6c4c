import type { GoalsResponse } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const goalEndpoints = (build: Builder) => ({
  getGoals: build.query<GoalsResponse, number>({
    query: (executiveId) => apiPaths.goals(executiveId),
    providesTags: [listTag('Goal')],
  }),
});
