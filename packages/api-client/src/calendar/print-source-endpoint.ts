// The print report's meetings source: the spec's unscoped /api/meetings/{id} (section 7). A separate
// cache entry from the executive-scoped meetings, invalidated by the same tag.
import type { Meeting } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const meetingPrintSourceEndpoint = (build: Builder) => ({
  getPrintSourceMeetings: build.query<Meeting[], number>({
    query: (executiveId) => calendarPaths.printSourceMeetings(executiveId),
    providesTags: [listTag('Meeting')],
  }),
});
