// '@provana/api-client/team': the endpoints only the team remote uses (voice logs, coaching prompts and notes, follow-ups, meeting notes,
// the 1:1 agenda and action items, managing the team), injected into the one API slice when that remote loads (RTK
// Query injectEndpoints), so the dashboard's first load does not carry them. The slice is imported
// by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { followUpEndpoints } from './follow-up-endpoints';
import { coachingEndpoints } from './coaching-endpoints';
import { teamOneOnOneEndpoints } from './one-on-one-endpoints';
import { rosterEndpoints } from './roster-endpoints';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({ ...coachingEndpoints(build), ...followUpEndpoints(build), ...teamOneOnOneEndpoints(build), ...rosterEndpoints(build) }),
});

export const {
  useGetTeamVoiceLogsQuery,
  useGetCoachingPromptsQuery,
  useCreateTeamVoiceLogMutation,
  useConvertTeamVoiceLogMutation,
  useAddCoachingNoteMutation,
  useGetFollowUpSlotQuery,
  useScheduleFollowUpMutation,
  useGetMeetingNotesQuery,
  useAddMeetingNoteMutation,
  useGetTalkingPointsQuery,
  useAddTalkingPointMutation,
  useSetTalkingPointDoneMutation,
  useReorderTalkingPointsMutation,
  useCompleteMeetingMutation,
  useGetTeamActionItemsQuery,
  useAddTeamActionItemMutation,
  useSetTeamActionItemDoneMutation,
  useAddDirectReportMutation,
  useUpdateDirectReportMutation,
  useArchiveDirectReportMutation,
} = teamApi;
