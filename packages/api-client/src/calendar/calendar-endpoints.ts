import type { CalendarEvent, CalendarResponse, CreateCalendarEventBody } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { Builder } from '../builder';
import { listTag, listTags, onSuccess } from '../tags';

export interface CalendarEventsArgs {
  executiveId: number;
  from?: string;
  to?: string;
}

/** Only the defined range bounds go into the query string. */
const rangeParams = ({ from, to }: { from?: string | undefined; to?: string | undefined }) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

export const calendarEndpoints = (build: Builder) => ({
  getCalendarEvents: build.query<CalendarEvent[], CalendarEventsArgs>({
    query: ({ executiveId, ...range }) => ({ url: calendarPaths.calendarEvents(executiveId), params: rangeParams(range) }),
    providesTags: (result) => listTags('CalendarEvent', result),
  }),
  createCalendarEvent: build.mutation<CalendarEvent, { executiveId: number; body: CreateCalendarEventBody }>({
    query: ({ executiveId, body }) => ({ url: calendarPaths.calendarEvents(executiveId), method: 'POST', body }),
    // Time-block suggestions are not invalidated: an applied block keeps its "Applied" marker
    // until the user presses Regenerate (spec section 4).
    invalidatesTags: onSuccess([listTag('CalendarEvent'), listTag('Calendar')]),
  }),
  getCalendar: build.query<CalendarResponse, { executiveId: number; from: string; to: string }>({
    query: ({ executiveId, from, to }) => ({ url: calendarPaths.calendar(executiveId), params: { from, to } }),
    providesTags: [listTag('Calendar')],
  }),
});
