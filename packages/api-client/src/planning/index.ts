// '@provana/api-client/planning': the endpoints only the planning remote uses (time-block
// suggestions, the calendar and its events, the decisions register, moving and deleting calendar
// events, a day's meetings for the timeline, the calendar subscription feed, subscribed external calendars and .ics import), injected into the one API slice when that remote loads, so the dashboard's
// first load does not carry them. The slice is imported by package name: in a federated build that
// is the shared singleton.
import { api } from '@provana/api-client';
import { calendarEndpoints } from './calendar-endpoints';
import { calendarEventEditEndpoints } from './calendar-event-edits';
import { calendarFeedEndpoints } from './calendar-feed-endpoints';
import { dayScheduleEndpoints } from './day-schedule-endpoints';
import { decisionEndpoints } from './decision-endpoints';
import { subscriptionEndpoints } from './subscription-endpoints';
import { timeBlockEndpoints } from './time-block-endpoints';

export type { CalendarEventsArgs } from './calendar-endpoints';
export type { SubscribedEventsArgs } from './subscription-endpoints';

export const planningApi = api.injectEndpoints({
  endpoints: (build) => ({
    ...timeBlockEndpoints(build),
    ...calendarEndpoints(build),
    ...decisionEndpoints(build),
    ...calendarEventEditEndpoints(build),
    ...dayScheduleEndpoints(build),
    ...calendarFeedEndpoints(build),
    ...subscriptionEndpoints(build),
  }),
});

export const {
  useGetTimeBlockSuggestionsQuery,
  useGetCalendarEventsQuery,
  useCreateCalendarEventMutation,
  useGetCalendarQuery,
  useGetDecisionsQuery,
  useGetDecidedDecisionsQuery,
  useCreateDecisionMutation,
  useDecideDecisionMutation,
  useDeferDecisionMutation,
  useUpdateCalendarEventMutation,
  useDeleteCalendarEventMutation,
  useGetMeetingsBetweenQuery,
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
} = planningApi;
