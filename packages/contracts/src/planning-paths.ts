// The decisions register's paths (issue 8), apart from apiPaths so the first load's shared
// api-client carries none of the planning remote's additions.
const ex = (id: number) => `/api/executive/${id}`;

export const planningPaths = {
  decidedDecisions: (id: number) => `${ex(id)}/decisions/decided`,
  decisionDecide: (id: number, decisionId: number) => `${ex(id)}/decisions/${decisionId}/decide`,
  /** The iCalendar download of a date range (from/to query, inclusive). */
  calendarEvent: (id: number, eventId: number) => `${ex(id)}/calendar-events/${eventId}`,
  calendarIcs: (id: number) => `${ex(id)}/calendar.ics`,
  decisionDefer: (id: number, decisionId: number) => `${ex(id)}/decisions/${decisionId}/defer`,
  /** The private subscription feed's management (GET status, POST create or reset, DELETE revoke). */
  calendarFeed: (id: number) => `${ex(id)}/calendar-feed`,
  /** The public feed itself: the token is the only credential. */
  calendarFeedIcs: (token: string) => `/api/calendar-feeds/${token}.ics`,
};
