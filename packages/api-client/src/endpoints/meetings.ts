import type { Meeting } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const meetingEndpoints = (build: Builder) => ({
  getMeetings: build.query<Meeting[], number>({
    query: (executiveId) => apiPaths.meetings(executiveId),
    providesTags: (result) => listTags('Meeting', result),
  }),
});
