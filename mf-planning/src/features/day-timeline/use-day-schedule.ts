// The picked day's calendar events and meetings, each from a one-day range request. currentData:
// while another day loads, the previous day's items are not shown as this day's.
import { skipToken } from '@provana/api-client';
import { useGetMeetingsBetweenQuery, useGetCalendarEventsQuery } from '@provana/api-client/planning';

export function useDaySchedule(executiveId: number | undefined, date: string) {
  const args = executiveId === undefined ? skipToken : { executiveId, from: date, to: date };
  const events = useGetCalendarEventsQuery(args);
  const meetings = useGetMeetingsBetweenQuery(args);
  const error = events.error ?? meetings.error;
  return {
    events: events.currentData,
    meetings: meetings.currentData,
    loading: !error && (events.currentData === undefined || meetings.currentData === undefined),
    error,
    retry: () => {
      if (events.isError) void events.refetch();
      if (meetings.isError) void meetings.refetch();
    },
  };
}
