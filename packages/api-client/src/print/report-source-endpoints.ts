// The report's sources: the spec's three unscoped paths (section 7: /api/goals|meetings|priorities/{id})
// the print dialog and report read. Separate cache entries from the executive-scoped queries, but
// invalidated by the same tags.
import type { GoalsResponse, Meeting, Priority } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const reportSourceEndpoints = (build: Builder) => ({
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
