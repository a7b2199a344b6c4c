// '@provana/api-client/calendar': the executive's events (list, create, move, delete), the month view,
// a day's meetings for the timeline, the print report's meetings source, the private subscription feed,
// subscribed external calendars and .ics import, injected into the one API slice when a remote that
// uses them loads. The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { calendarEndpoints } from './calendar-endpoints';
import { calendarEventEditEndpoints } from './calendar-event-edits';
import { calendarFeedEndpoints } from './calendar-feed-endpoints';
import { meetingEndpoints } from './meeting-endpoints';
import { meetingPrintSourceEndpoint } from './print-source-endpoint';
import { subscriptionEndpoints } from './subscription-endpoints';

export type { CalendarEventsArgs } from './calendar-endpoints';
export type { SubscribedEventsArgs } from './subscription-endpoints';

const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...calendarEndpoints(build),
    ...calendarEventEditEndpoints(build),
    ...meetingEndpoints(build),
    ...meetingPrintSourceEndpoint(build),
    ...calendarFeedEndpoints(build),
    ...subscriptionEndpoints(build),
  }),
});

export const {
  useGetCalendarEventsQuery,
  useCreateCalendarEventMutation,
  useGetCalendarQuery,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useGetMeetingsBetweenQuery,
  useGetPrintSourceMeetingsQuery,
  useGetCalendarFeedQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
  useGetCalendarSubscriptionsQuery,
  useCreateCalendarSubscriptionMutation,
  useUpdateCalendarSubscriptionMutation,
  useDeleteCalendarSubscriptionMutation,
  useRefreshCalendarSubscriptionMutation,
  useGetSubscribedEventsQuery,
  useImportIcsMutation,
} = calendarApi;
