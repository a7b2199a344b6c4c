// The private calendar subscription feed: its status, create (or reset) and revoke. The created
// feed's path carries the secret token; it lives only in that mutation's result, never in a query cache.
import type { CalendarFeedStatus, CreatedCalendarFeed } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { Builder } from '../builder';
import { type Tag, onSuccess } from '../tags';

const feedTag: Tag = { type: 'Calendar', id: 'FEED' };

export const calendarFeedEndpoints = (build: Builder) => ({
  getCalendarFeed: build.query<CalendarFeedStatus, number>({
    query: (executiveId) => calendarPaths.calendarFeed(executiveId),
    providesTags: [feedTag],
  }),
  createCalendarFeed: build.mutation<CreatedCalendarFeed, { executiveId: number }>({
    query: ({ executiveId }) => ({ url: calendarPaths.calendarFeed(executiveId), method: 'POST', body: {} }),
    invalidatesTags: onSuccess([feedTag]),
  }),
  revokeCalendarFeed: build.mutation<null, { executiveId: number }>({
    query: ({ executiveId }) => ({ url: calendarPaths.calendarFeed(executiveId), method: 'DELETE' }),
    invalidatesTags: onSuccess([feedTag]),
  }),
});
