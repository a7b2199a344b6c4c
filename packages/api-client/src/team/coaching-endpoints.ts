// A direct report's voice logs, coaching prompts and notes: only the team remote uses them.
import type {
  CoachingNote,
  CoachingPromptsResponse,
  CreateCoachingNoteBody,
  CreateTeamVoiceLogBody,
  CreateTeamVoiceLogResponse,
  PatchTeamVoiceLogBody,
  TeamVoiceLog,
} from '@provana/contracts';
import { teamPaths } from '@provana/contracts/paths/team';
import type { Builder } from '../builder';
import { priorityDependents } from '../priorities/priority-edits';
import type { DirectReportArgs } from './team-list-endpoint';
import { listTag, onSuccess } from '../tags';

export const coachingEndpoints = (build: Builder) => ({
  getTeamVoiceLogs: build.query<TeamVoiceLog[], DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.teamVoiceLogs(executiveId, name),
    providesTags: (_result, _error, { name }) => [{ type: 'TeamVoiceLog', id: name }],
  }),
  getCoachingPrompts: build.query<CoachingPromptsResponse, DirectReportArgs>({
    query: ({ executiveId, name }) => teamPaths.coachingPrompts(executiveId, name),
    providesTags: (_result, _error, { name }) => [{ type: 'CoachingPrompts', id: name }],
  }),
  createTeamVoiceLog: build.mutation<CreateTeamVoiceLogResponse, { executiveId: number; body: CreateTeamVoiceLogBody }>({
    query: ({ executiveId, body }) => ({ url: teamPaths.teamVoiceLog(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ body }) => [{ type: 'TeamVoiceLog', id: body.direct_report }]),
  }),
  /** Marks a voice log converted to an action; the server may create a priority from it. */
  convertTeamVoiceLog: build.mutation<TeamVoiceLog, DirectReportArgs & { logId: number }>({
    query: ({ executiveId, name, logId }) => ({
      url: teamPaths.teamVoiceLogEntry(executiveId, name, logId),
      method: 'PATCH',
      body: { converted_to_action: true } satisfies PatchTeamVoiceLogBody,
    }),
    invalidatesTags: onSuccess(({ executiveId, name }) => [{ type: 'TeamVoiceLog', id: name }, ...priorityDependents(executiveId)]),
  }),
  addCoachingNote: build.mutation<CoachingNote, DirectReportArgs & { body: CreateCoachingNoteBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.coachingNotes(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess([listTag('Team')]),
  }),
});
