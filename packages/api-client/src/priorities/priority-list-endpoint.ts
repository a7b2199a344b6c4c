// The open priorities list (the voice section's Auto-Generated Task reads it): only the voice remote uses it.
import type { Priority } from '@provana/contracts';
import { priorityPaths } from '@provana/contracts/paths/priorities';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const priorityListEndpoint = (build: Builder) => ({
  getPriorities: build.query<Priority[], number>({
    query: (executiveId) => priorityPaths.priorities(executiveId),
    providesTags: (result) => listTags('Priority', result),
  }),
});
