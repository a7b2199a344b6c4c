// The account's sessions (Settings → Security): the list, ending one, ending all others. The cached
// list follows each success in place; ending this browser's own session signs it out, as logout does.
import type { AccountSession, AccountSessionsResponse, EndSessionsResponse } from '@provana/contracts';
import { accountPaths } from '@provana/contracts/paths/account';
import type { ProvanaApi } from '../create-provana-api';

export type EndSessionArgs = Pick<AccountSession, 'id' | 'current'>;

export function injectSessionEndpoints(api: ProvanaApi) {
  const withEndpoints = api.injectEndpoints({
    endpoints: (build) => ({
      getSessions: build.query<AccountSession[], void>({
        query: () => accountPaths.sessions,
        transformResponse: (response: AccountSessionsResponse) => response.sessions,
        // Always fresh when the list is shown again: other browsers sign in and out meanwhile.
        keepUnusedDataFor: 0,
      }),
      endSession: build.mutation<EndSessionsResponse, EndSessionArgs>({
        query: ({ id }) => ({ url: accountPaths.session(id), method: 'DELETE' }),
      }),
      endOtherSessions: build.mutation<EndSessionsResponse, void>({
        query: () => ({ url: accountPaths.endOtherSessions, method: 'POST', body: {} }),
      }),
    }),
  });
  return withEndpoints.enhanceEndpoints({
    endpoints: {
      endSession: {
        async onQueryStarted({ id, current }, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the row shows the failure
          if (!outcome) return;
          if (current) {
            // Signed out here: nothing cached may outlive the session.
            dispatch(api.util.resetApiState());
            dispatch(api.util.upsertQueryData('getMe', undefined, null));
            return;
          }
          dispatch(withEndpoints.util.updateQueryData('getSessions', undefined, (list) => list.filter((s) => s.id !== id)));
        },
      },
      endOtherSessions: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null);
          if (!outcome) return;
          dispatch(withEndpoints.util.updateQueryData('getSessions', undefined, (list) => list.filter((s) => s.current)));
        },
      },
    },
  });
}
