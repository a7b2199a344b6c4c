import type { Meeting } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { Builder } from '../builder';
import { listTags } from '../tags';

/** The meetings of a date range (inclusive): the day timeline draws any picked day's meetings. */
export const meetingEndpoints = (build: Builder) => ({
  getMeetingsBetween: build.query<Meeting[], { executiveId: number; from: string; to: string }>({
    query: ({ executiveId, from, to }) => ({ url: calendarPaths.meetings(executiveId), params: { from, to } }),
    providesTags: (result) => listTags('Meeting', result),
  }),
});
