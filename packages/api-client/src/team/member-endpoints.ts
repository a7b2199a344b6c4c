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
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { priorityDependents } from '../endpoints/priorities';
import type { TeamMemberArgs } from '../endpoints/team';
import { listTag, onSuccess } from '../tags';

export const teamMemberEndpoints = (build: Builder) => ({
  getTeamVoiceLogs: build.query<TeamVoiceLog[], TeamMemberArgs>({
    query: ({ executiveId, name }) => apiPaths.teamVoiceLogs(executiveId, name),
    providesTags: (_result, _error, { name }) => [{ type: 'TeamVoiceLog', id: name }],
  }),
  getCoachingPrompts: build.query<CoachingPromptsResponse, TeamMemberArgs>({
    query: ({ executiveId, name }) => apiPaths.coachingPrompts(executiveId, name),
    providesTags: (_result, _error, { name }) => [{ type: 'CoachingPrompts', id: name }],
  }),
  createTeamVoiceLog: build.mutation<CreateTeamVoiceLogResponse, { executiveId: number; body: CreateTeamVoiceLogBody }>({
    query: ({ executiveId, body }) => ({ url: apiPaths.teamVoiceLog(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ body }) => [{ type: 'TeamVoiceLog', id: body.direct_report }]),
  }),
  /** Marks a voice log converted to an action; the server may create a priority from it. */
  convertTeamVoiceLog: build.mutation<TeamVoiceLog, TeamMemberArgs & { logId: number }>({
    query: ({ executiveId, name, logId }) => ({
      url: apiPaths.teamVoiceLogEntry(executiveId, name, logId),
      method: 'PATCH',
      body: { converted_to_action: true } satisfies PatchTeamVoiceLogBody,
    }),
    invalidatesTags: onSuccess(({ executiveId, name }) => [
      { type: 'TeamVoiceLog', id: name },
      ...priorityDependents(executiveId),
    ]),
  }),
  addCoachingNote: build.mutation<CoachingNote, TeamMemberArgs & { body: CreateCoachingNoteBody }>({
    query: ({ executiveId, name, body }) => ({ url: apiPaths.coachingNotes(executiveId, name), method: 'POST', body }),
    invalidatesTags: onSuccess([listTag('Team')]),
  }),
});
