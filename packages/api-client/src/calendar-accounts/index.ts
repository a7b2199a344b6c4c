// '@provana/api-client/calendar-accounts': connected calendar accounts (connect, pick the calendars
// shown and the one written to, password again, refresh, remove), injected into the one API slice
// when Settings → Calendars loads. A change to an account changes what every calendar view shows.
import { api } from '@provana/api-client';
import { injectCalendarAccountEndpoints } from './calendar-account-endpoints';

export const {
  useGetCalendarAccountsQuery,
  useConnectCalendarAccountMutation,
  usePickAccountCalendarsMutation,
  useSetAccountPasswordMutation,
  useRefreshCalendarAccountMutation,
  useRemoveCalendarAccountMutation,
} = injectCalendarAccountEndpoints(api);
