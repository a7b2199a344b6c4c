import type { CreateDirectReportBody, DirectReport, UpdateDirectReportBody } from '@provana/contracts';
import { teamPaths } from '@provana/contracts/paths/team';
import type { Builder } from '../builder';
import { type Tag, listTag, onSuccess } from '../tags';

/** The team list and what shows reports' meetings and alerts (the brief's notifications). */
const teamDependents = (executiveId: number): Tag[] => [listTag('Team'), { type: 'DailyBrief', id: executiveId }, { type: 'Notifications', id: executiveId }];

/** Managing the team: add, edit, archive a direct report. */
export const rosterEndpoints = (build: Builder) => ({
  addDirectReport: build.mutation<DirectReport, { executiveId: number; body: CreateDirectReportBody }>({
    query: ({ executiveId, body }) => ({ url: teamPaths.team(executiveId), method: 'POST', body }),
    invalidatesTags: onSuccess(({ executiveId }) => teamDependents(executiveId)),
  }),
  updateDirectReport: build.mutation<DirectReport, { executiveId: number; name: string; body: UpdateDirectReportBody }>({
    query: ({ executiveId, name, body }) => ({ url: teamPaths.directReport(executiveId, name), method: 'PATCH', body }),
    invalidatesTags: onSuccess(({ executiveId }) => teamDependents(executiveId)),
  }),
  archiveDirectReport: build.mutation<{ success: true; name: string }, { executiveId: number; name: string }>({
    query: ({ executiveId, name }) => ({ url: teamPaths.archiveDirectReport(executiveId, name), method: 'POST', body: {} }),
    invalidatesTags: onSuccess(({ executiveId }) => teamDependents(executiveId)),
  }),
});
