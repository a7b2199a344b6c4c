// Changing the executive's time zone. On success the cached session user takes the new zone at once
// (every useTimeZone() re-renders) and every data query is invalidated: the server computes "today",
// overdue flags and slots in the zone, so the brief, planning and the rest refetch for the new day.
// A failed call changed nothing, so nothing refetches.
import type { TimeZoneBody } from '@provana/contracts';
import { settingsPaths } from '@provana/contracts/paths/settings';
import type { ProvanaApi } from '../create-provana-api';
import { tagTypes, onSuccess } from '../tags';
import { requestBody } from '../request-body';

/** Every tag but the session's own: the session is updated in place, not refetched. */
export const dataTags = tagTypes.filter((tag) => tag !== 'Me');

export type SetTimeZoneArgs = { executiveId: number } & TimeZoneBody;

export function injectTimeZoneEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      setTimeZone: build.mutation<TimeZoneBody, SetTimeZoneArgs>({
        query: ({ executiveId, timeZone }) => ({ url: settingsPaths.timeZone(executiveId), method: 'PUT', body: requestBody<TimeZoneBody>({ timeZone }) }),
        invalidatesTags: onSuccess(dataTags),
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          const outcome = await queryFulfilled.catch(() => null); // the dialog shows the failure
          if (!outcome) return;
          dispatch(
            api.util.updateQueryData('getMe', undefined, (user) => {
              if (user) user.timeZone = outcome.data.timeZone;
            }),
          );
        },
      }),
    }),
  });
}
