// The one createApi: every endpoint, the tag types, and the spec's section 9 fetching rules
// (never stale, no refetch on focus/reconnect, no polling, no retries: fetchBaseQuery has none).
import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';
import { reducerPath } from './builder';
import { authEndpoints } from './endpoints/auth';
import { briefEndpoints } from './endpoints/brief';
import { calendarEndpoints } from './endpoints/calendar';
import { goalEndpoints } from './endpoints/goals';
import { leadershipEndpoints } from './endpoints/leadership';
import { meetingEndpoints } from './endpoints/meetings';
import { printEndpoints } from './endpoints/print';
import { priorityEndpoints } from './endpoints/priorities';
import { recordEndpoints } from './endpoints/records';
import { teamEndpoints } from './endpoints/team';
import { timeBlockEndpoints } from './endpoints/time-blocks';
import { voiceEndpoints } from './endpoints/voice';
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
      ...meetingEndpoints(build),
      ...calendarEndpoints(build),
      ...timeBlockEndpoints(build),
      ...voiceEndpoints(build),
      ...recordEndpoints(build),
      ...goalEndpoints(build),
      ...printEndpoints(build),
      ...teamEndpoints(build),
      ...leadershipEndpoints(build),
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
          if (outcome) dispatch(api.util.upsertQueryData('getMe', undefined, outcome.data));
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
