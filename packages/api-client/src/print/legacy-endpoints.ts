// The three legacy paths the print dialog and report call (spec section 7). Separate cache
// entries from the executive-scoped queries, but invalidated by the same tags.
import type { GoalsResponse, Meeting, Priority } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const printEndpoints = (build: Builder) => ({
  getLegacyGoals: build.query<GoalsResponse, number>({
    query: (executiveId) => apiPaths.legacyGoals(executiveId),
    providesTags: [listTag('Goal')],
  }),
  getLegacyMeetings: build.query<Meeting[], number>({
    query: (executiveId) => apiPaths.legacyMeetings(executiveId),
    providesTags: [listTag('Meeting')],
  }),
  getLegacyPriorities: build.query<Priority[], number>({
    query: (executiveId) => apiPaths.legacyPriorities(executiveId),
    providesTags: [listTag('Priority')],
  }),
});
