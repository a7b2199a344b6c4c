// Connected calendar accounts' endpoints (see index.ts), as a function of the slice so the request-body
// table's test slice injects them as the app's does.
import type { CalendarAccount, ConnectCalendarAccountBody, UpdateAccountCalendarsBody, UpdateAccountPasswordBody } from '@provana/contracts';
import { calendarAccountPaths as paths } from '@provana/contracts';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';
import { type Tag, type TagType, listTag, onSuccess } from '../tags';

const accountsTag: Tag = { type: 'Calendar', id: 'ACCOUNTS' };
/** What a connected calendar feeds: the subscribed occurrences, the brief's meetings, busy time, and own events a sync moved. */
const dependents: (Tag | TagType)[] = [
  accountsTag,
  { type: 'Calendar', id: 'SUBSCRIBED_EVENTS' },
  listTag('CalendarEvent'),
  listTag('Calendar'),
  'DailyBrief',
  'Notifications',
  'TimeBlocks',
];

type AccountArgs = { executiveId: number; accountId: number };

export function injectCalendarAccountEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getCalendarAccounts: build.query<CalendarAccount[], number>({
        query: (executiveId) => paths.accounts(executiveId),
        providesTags: [accountsTag],
      }),
      connectCalendarAccount: build.mutation<CalendarAccount, { executiveId: number; body: ConnectCalendarAccountBody }>({
        query: ({ executiveId, body }) => ({ url: paths.accounts(executiveId), method: 'POST', body }),
        invalidatesTags: onSuccess([accountsTag]),
      }),
      pickAccountCalendars: build.mutation<CalendarAccount, AccountArgs & { body: UpdateAccountCalendarsBody }>({
        query: ({ executiveId, accountId, body }) => ({ url: paths.calendars(executiveId, accountId), method: 'PUT', body }),
        invalidatesTags: onSuccess(dependents),
      }),
      setAccountPassword: build.mutation<CalendarAccount, AccountArgs & UpdateAccountPasswordBody>({
        query: ({ executiveId, accountId, password }) => ({
          url: paths.password(executiveId, accountId),
          method: 'PUT',
          body: requestBody<UpdateAccountPasswordBody>({ password }),
        }),
        invalidatesTags: onSuccess(dependents),
      }),
      refreshCalendarAccount: build.mutation<CalendarAccount, AccountArgs>({
        // An empty JSON body: the API refuses a mutation without the JSON content type (415).
        query: ({ executiveId, accountId }) => ({ url: paths.refresh(executiveId, accountId), method: 'POST', body: {} }),
        invalidatesTags: onSuccess(dependents),
      }),
      removeCalendarAccount: build.mutation<{ success: true }, AccountArgs>({
        query: ({ executiveId, accountId }) => ({ url: paths.account(executiveId, accountId), method: 'DELETE' }),
        invalidatesTags: onSuccess(dependents),
      }),
    }),
  });
}
