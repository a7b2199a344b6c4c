import type { LeadershipProfile, LeadershipResponse, UpdateLeadershipProfileBody } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';

export const leadershipProfileEndpoints = (build: Builder) => ({
  getLeadership: build.query<LeadershipResponse, number>({
    query: (executiveId) => apiPaths.leadership(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'Leadership', id: executiveId }],
  }),
  updateLeadershipProfile: build.mutation<LeadershipProfile, { executiveId: number; body: UpdateLeadershipProfileBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.leadershipProfile(executiveId), method: 'PUT', body }),
    invalidatesTags: (_result, error, { executiveId }) => error ? [] : [{ type: 'Leadership', id: executiveId }],
  }),
});
