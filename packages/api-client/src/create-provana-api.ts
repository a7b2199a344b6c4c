// The one createApi: the endpoints the shell and the first screen use, each from its domain's folder
// (every other endpoint of a domain is injected from '@provana/api-client/<domain>' when a remote that
// uses it loads), the tag types, and the spec's section 9 fetching rules
// (never stale, no refetch on focus/reconnect, no polling, no retries: fetchBaseQuery has none).
import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { reducerPath } from './builder';
import { authEndpoints } from './auth/auth-endpoints';
import { briefEndpoints } from './brief/brief-endpoints';
import { goalEndpoints } from './goals/goal-endpoints';
import { lifeEventEndpoints } from './life-events/life-event-endpoints';
import { memoryNoteEndpoints } from './memory-notes/memory-note-endpoints';
import { priorityEndpoints } from './priorities/priority-edits';
import { reflectionEndpoints } from './reflections/reflection-endpoints';
import { teamEndpoints } from './team/team-list-endpoint';
import { tagTypes } from './tags';

export interface ProvanaApiOptions {
  /** Origin prefix for apiPaths; '' in the browser (same origin), a loopback URL in tests. */
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

export function createProvanaApi(options: ProvanaApiOptions = {}) {
  const api = createApi({
    reducerPath,
    baseQuery: createBaseQuery(options),
    tagTypes,
    keepUnusedDataFor: Infinity,
    refetchOnFocus: false,
    refetchOnReconnect: false,
    refetchOnMountOrArgChange: false,
    endpoints: (build) => ({
      ...authEndpoints(build),
      ...briefEndpoints(build),
      ...priorityEndpoints(build),
      ...memoryNoteEndpoints(build),
      ...lifeEventEndpoints(build),
      ...reflectionEndpoints(build),
      ...goalEndpoints(build),
      ...teamEndpoints(build),
    }),
  });

  // Signing in or up stores the user in getMe's cache, so the shell switches screens at once;
  // signing out drops every cached entity (another account must never see them) and leaves
  // getMe answering "signed out".
  return api.enhanceEndpoints({
    endpoints: {
      login: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the form shows a failure
          // A two-factor challenge is no session yet: the second step stores the user.
          if (outcome && !('twoFactorRequired' in outcome.data)) dispatch(api.util.upsertQueryData('getMe', undefined, outcome.data));
        },
      },
      signup: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the form shows a failure
          if (outcome) dispatch(api.util.upsertQueryData('getMe', undefined, outcome.data));
        },
      },
      logout: {
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          // Even if the server call failed, the client forgets the session it knew.
          await queryFulfilled.catch(() => null);
          dispatch(api.util.resetApiState());
          dispatch(api.util.upsertQueryData('getMe', undefined, null));
        },
      },
    },
  });
}

export type ProvanaApi = ReturnType<typeof createProvanaApi>;
