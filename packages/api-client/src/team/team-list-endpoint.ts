// The team list stays in the base slice: the team remote and the print remote's team report read it.
import type { TeamListEntry } from '@provana/contracts';
import { teamPaths } from '@provana/contracts/paths/team';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export interface DirectReportArgs {
  executiveId: number;
  name: string;
}

export const teamEndpoints = (build: Builder) => ({
  getTeam: build.query<TeamListEntry[], number>({
    query: (executiveId) => teamPaths.team(executiveId),
    providesTags: (result) => listTags('Team', result),
  }),
});
