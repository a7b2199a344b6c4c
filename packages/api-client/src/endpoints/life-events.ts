// The Life Events section's personal events.
import type { PersonalEvent } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const lifeEventEndpoints = (build: Builder) => ({
  getPersonalEvents: build.query<PersonalEvent[], number>({
    query: (executiveId) => apiPaths.personalEvents(executiveId),
    providesTags: (result) => listTags('PersonalEvent', result),
  }),
});
