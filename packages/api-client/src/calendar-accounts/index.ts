// '@provana/api-client/calendar-accounts': connected calendar accounts (connect, pick the calendars
// shown and the one written to, password again, refresh, remove), injected into the one API slice
// when Settings → Calendars loads. A change to an account changes what every calendar view shows.
import { api } from '@provana/api-client';
import type { CalendarAccount, ConnectCalendarAccountBody, UpdateAccountCalendarsBody } from '@provana/contracts';
import { calendarAccountPaths as paths } from '@provana/contracts';
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

const calendarAccountsApi = api.injectEndpoints({
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
    setAccountPassword: build.mutation<CalendarAccount, AccountArgs & { password: string }>({
      query: ({ executiveId, accountId, password }) => ({ url: paths.password(executiveId, accountId), method: 'PUT', body: { password } }),
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

export const {
  useGetCalendarAccountsQuery,
  useConnectCalendarAccountMutation,
  usePickAccountCalendarsMutation,
  useSetAccountPasswordMutation,
  useRefreshCalendarAccountMutation,
  useRemoveCalendarAccountMutation,
} = calendarAccountsApi;
