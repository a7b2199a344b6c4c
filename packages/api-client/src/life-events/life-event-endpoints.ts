// The Life Events section's personal events.
import type { PersonalEvent } from '@provana/contracts';
import { lifeEventPaths } from '@provana/contracts/paths/life-events';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const lifeEventEndpoints = (build: Builder) => ({
  getPersonalEvents: build.query<PersonalEvent[], number>({
    query: (executiveId) => lifeEventPaths.personalEvents(executiveId),
    providesTags: (result) => listTags('PersonalEvent', result),
  }),
});
