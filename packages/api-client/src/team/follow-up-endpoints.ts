import type { CreateMeetingNoteBody, FollowUpSlot, MeetingNote, ScheduleFollowUpBody, ScheduleFollowUpResponse } from '@provana/contracts';
import { teamPaths } from '@provana/contracts/paths/team';
import type { Builder } from '../builder';
import { listTag, onSuccess } from '../tags';
import type { DirectReportArgs } from './team-list-endpoint';
import { teamTag } from './team-tags';

/** Schedule Follow-up (a default free slot, then a calendar event) and notes attached to a meeting. */
export const followUpEndpoints = (build: Builder) => ({
  getFollowUpSlot: build.query<FollowUpSlot, DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.teamFollowUpSlot(executiveId, name),
    providesTags: (_r, _e, { name }) => [teamTag('slot', name)],
  }),
  scheduleFollowUp: build.mutation<ScheduleFollowUpResponse, DirectReportArgs & { body: ScheduleFollowUpBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.teamFollowUp(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId, name }) => [
      listTag('Team'),
      teamTag('slot', name),
      teamTag('agenda', name),
      listTag('CalendarEvent'),
      listTag('Calendar'),
      { type: 'DailyBrief', id: executiveId },
      { type: 'Notifications', id: executiveId },
    ]),
  }),
  getMeetingNotes: build.query<MeetingNote[], DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.meetingNotes(executiveId, name),
    providesTags: (_r, _e, { name }) => [teamTag('meeting-notes', name)],
  }),
  addMeetingNote: build.mutation<MeetingNote, DirectReportArgs & { body: CreateMeetingNoteBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.meetingNotes(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess(({ name }) => [teamTag('meeting-notes', name)]),
  }),
});
