import type { LeadershipProfile, LeadershipResponse, UpdateLeadershipProfileBody } from '@provana/contracts';
import { leadershipPaths } from '@provana/contracts/paths/leadership';
import type { Builder } from '../builder';
import { onSuccess } from '../tags';

export const leadershipProfileEndpoints = (build: Builder) => ({
  getLeadership: build.query<LeadershipResponse, number>({
    query: (executiveId) => leadershipPaths.leadership(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'Leadership', id: executiveId }],
  }),
  updateLeadershipProfile: build.mutation<LeadershipProfile, { executiveId: number; body: UpdateLeadershipProfileBody }>({
    query: ({ executiveId, body }) => ({ url: leadershipPaths.leadershipProfile(executiveId), method: 'PUT', body }),
    invalidatesTags: onSuccess(({ executiveId }) => [{ type: 'Leadership', id: executiveId }]),
  }),
});
