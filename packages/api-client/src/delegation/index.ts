// '@provana/api-client/delegation': delegates, invitations, the account's workspaces and the activity
// log, injected into the one API slice when a screen that needs them loads. The slice is imported by
// package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectDelegationEndpoints } from './delegation-endpoints';

export const delegationApi = injectDelegationEndpoints(api);

export const {
  useGetDelegatesQuery,
  useInviteDelegateMutation,
  useCancelInvitationMutation,
  useUpdateDelegateMutation,
  useEndDelegateAccessMutation,
  useGetInvitationQuery,
  useAcceptInvitationMutation,
  useGetWorkspacesQuery,
  useLazyGetWorkspacesQuery,
  useLeaveWorkspaceMutation,
  useGetActivityInfiniteQuery,
} = delegationApi;

export { activityQuery, type ActivityFilter } from './delegation-endpoints';
