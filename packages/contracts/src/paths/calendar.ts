// The executive's own events, the month view, meetings, the .ics export and the subscription feed.
// Subscribed external calendars: calendarSubscriptionPaths (calendar-subscriptions.ts).
import { ex } from './executive';

export const calendarPaths = {
  calendarEvents: (id: number) => `${ex(id)}/calendar-events`,
  calendarEvent: (id: number, eventId: number) => `${ex(id)}/calendar-events/${eventId}`,
  calendar: (id: number) => `${ex(id)}/calendar`,
  meetings: (id: number) => `${ex(id)}/meetings`,
  /** The print report's source, unscoped as the spec calls it. */
  printSourceMeetings: (id: number) => `/api/meetings/${id}`,
  /** The iCalendar download of a date range (from/to query, inclusive). */
  calendarIcs: (id: number) => `${ex(id)}/calendar.ics`,
  /** The private subscription feed's management (GET status, POST create or reset, DELETE revoke). */
  calendarFeed: (id: number) => `${ex(id)}/calendar-feed`,
  /** The public feed itself: the token is the only credential. */
  calendarFeedIcs: (token: string) => `/api/calendar-feeds/${token}.ics`,
} as const;
