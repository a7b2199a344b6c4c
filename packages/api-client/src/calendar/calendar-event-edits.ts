import type { CalendarEvent, EditScope, UpdateCalendarEventBody } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { Builder } from '../builder';
import { type Tag, type TagType, listTag, onSuccess } from '../tags';

/** Everything that shows events: the lists, the month grid, time blocks (busy time), the brief. */
const eventDependents: (Tag | TagType)[] = [listTag('CalendarEvent'), listTag('Calendar'), 'TimeBlocks', 'DailyBrief'];

export const calendarEventEditEndpoints = (build: Builder) => ({
  updateCalendarEvent: build.mutation<CalendarEvent, { executiveId: number; eventId: number; body: UpdateCalendarEventBody }>({
    query: ({ executiveId, eventId, body }) => ({ url: calendarPaths.calendarEvent(executiveId, eventId), method: 'PATCH', body }),
    invalidatesTags: onSuccess(eventDependents),
  }),
  /** One occurrence of a series (scope 'this'), or it and the following ones ('following'), with its original start; the event (or the whole series) otherwise. */
  deleteCalendarEvent: build.mutation<{ success: true }, { executiveId: number; eventId: number; scope?: EditScope; occurrenceStart?: string }>({
    query: ({ executiveId, eventId, scope, occurrenceStart }) => ({
      url: calendarPaths.calendarEvent(executiveId, eventId),
      method: 'DELETE',
      ...(scope !== undefined && scope !== 'all' && occurrenceStart ? { params: { scope, occurrenceStart } } : {}),
    }),
    invalidatesTags: onSuccess(eventDependents),
  }),
});
