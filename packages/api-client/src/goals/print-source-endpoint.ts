// The print report's goals source: the spec's unscoped /api/goals/{id} (section 7). A separate cache
// entry from getGoals, invalidated by the same tag.
import type { GoalsResponse } from '@provana/contracts';
import { goalPaths } from '@provana/contracts/paths/goals';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const goalPrintSourceEndpoint = (build: Builder) => ({
  getPrintSourceGoals: build.query<GoalsResponse, number>({
    query: (executiveId) => goalPaths.printSourceGoals(executiveId),
    providesTags: [listTag('Goal')],
  }),
});
