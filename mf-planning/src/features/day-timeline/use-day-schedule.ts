// The picked day's calendar events, meetings and subscribed calendars' occurrences, each from a
// one-day range request. currentData: while another day loads, the previous day's items are not
// shown as this day's. Subscribed occurrences are an addition: a failed read of them leaves the
// executive's own items showing (the Calendars panel says what is wrong with a feed).
import { skipToken } from '@provana/api-client';
import { useGetMeetingsBetweenQuery, useGetCalendarEventsQuery, useGetSubscribedEventsQuery } from '@provana/api-client/calendar';

export function useDaySchedule(executiveId: number | undefined, date: string) {
  const args = executiveId === undefined ? skipToken : { executiveId, from: date, to: date };
  const events = useGetCalendarEventsQuery(args);
  const meetings = useGetMeetingsBetweenQuery(args);
  const subscribed = useGetSubscribedEventsQuery(args);
  const error = events.error ?? meetings.error;
  return {
    events: events.currentData,
    meetings: meetings.currentData,
    subscribed: subscribed.currentData?.occurrences,
    loading:
      !error && (events.currentData === undefined || meetings.currentData === undefined || (subscribed.currentData === undefined && !subscribed.isError)),
    error,
    retry: () => {
      if (events.isError) void events.refetch();
      if (meetings.isError) void meetings.refetch();
    },
  };
}
