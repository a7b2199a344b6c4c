// The print report's priorities source: the spec's unscoped /api/priorities/{id} (section 7). A
// separate cache entry from getPriorities, invalidated by the same tag.
import type { Priority } from '@provana/contracts';
import { priorityPaths } from '@provana/contracts/paths/priorities';
import type { Builder } from '../builder';
import { listTag } from '../tags';

export const priorityPrintSourceEndpoint = (build: Builder) => ({
  getPrintSourcePriorities: build.query<Priority[], number>({
    query: (executiveId) => priorityPaths.printSourcePriorities(executiveId),
    providesTags: [listTag('Priority')],
  }),
});
