// Delegated access, as the executive and the delegate use it: the delegates and pending invitations
// (Settings → Delegates), the invitation page and accepting it, the workspaces an account can open
// (the account menu) and leaving one, and the activity log a page at a time (Settings → Activity).
// Injected where used (all of those screens load lazily), so the first screen does not carry them.
import type {
  AcceptedInvitation,
  ActivityKind,
  ActivityPage,
  CreatedInvitation,
  Delegate,
  DelegatesOverview,
  InvitationView,
  InviteDelegateBody,
  PendingInvitation,
  UpdateDelegateBody,
  WorkspaceList,
} from '@provana/contracts';
import { delegationPaths } from '@provana/contracts/paths/delegation';
import type { ProvanaApi } from '../create-provana-api';
import { onSuccess } from '../tags';

export interface ActivityFilter {
  executiveId: number;
  /** An account id: only that person's changes. */
  actor?: number;
  kind?: ActivityKind;
}

/** The query string of one activity page: the filter and the previous page's cursor. */
export function activityQuery({ actor, kind }: ActivityFilter, cursor: string | null): string {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  if (actor !== undefined) params.set('actor', String(actor));
  if (kind) params.set('kind', kind);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function injectDelegationEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getDelegates: build.query<DelegatesOverview, number>({
        query: (executiveId) => delegationPaths.delegates(executiveId),
        providesTags: ['Delegates'],
      }),
      inviteDelegate: build.mutation<CreatedInvitation, { executiveId: number; body: InviteDelegateBody }>({
        query: ({ executiveId, body }) => ({ url: delegationPaths.delegateInvitations(executiveId), method: 'POST', body }),
        invalidatesTags: onSuccess(['Delegates', 'Activity']),
      }),
      cancelInvitation: build.mutation<PendingInvitation, { executiveId: number; invitationId: number }>({
        query: ({ executiveId, invitationId }) => ({ url: delegationPaths.delegateInvitation(executiveId, invitationId), method: 'DELETE' }),
        invalidatesTags: onSuccess(['Delegates', 'Activity']),
      }),
      updateDelegate: build.mutation<Delegate, { executiveId: number; delegateId: number; body: UpdateDelegateBody }>({
        query: ({ executiveId, delegateId, body }) => ({ url: delegationPaths.delegate(executiveId, delegateId), method: 'PATCH', body }),
        invalidatesTags: onSuccess(['Delegates', 'Activity']),
      }),
      endDelegateAccess: build.mutation<Delegate, { executiveId: number; delegateId: number }>({
        query: ({ executiveId, delegateId }) => ({ url: delegationPaths.delegate(executiveId, delegateId), method: 'DELETE' }),
        invalidatesTags: onSuccess(['Delegates', 'Activity']),
      }),
      getInvitation: build.query<InvitationView, string>({
        query: (token) => delegationPaths.invitation(token),
      }),
      acceptInvitation: build.mutation<AcceptedInvitation, string>({
        query: (token) => ({ url: delegationPaths.acceptInvitation(token), method: 'POST', body: {} }),
        invalidatesTags: onSuccess(['Workspaces']),
      }),
      getWorkspaces: build.query<WorkspaceList, void>({
        query: () => delegationPaths.workspaces,
        providesTags: ['Workspaces'],
      }),
      leaveWorkspace: build.mutation<null, number>({
        query: (executiveId) => ({ url: delegationPaths.leaveWorkspace(executiveId), method: 'POST', body: {} }),
        invalidatesTags: onSuccess(['Workspaces']),
      }),
      getActivity: build.infiniteQuery<ActivityPage, ActivityFilter, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          // Older entries follow the last page's cursor; null: the log has no more.
          getNextPageParam: (lastPage) => lastPage.nextCursor,
        },
        query: ({ queryArg, pageParam }) => `${delegationPaths.activity(queryArg.executiveId)}${activityQuery(queryArg, pageParam)}`,
        providesTags: ['Activity'],
      }),
    }),
  });
}
