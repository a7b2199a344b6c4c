// The Memory section's notes.
import type { MemoryNote } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const memoryNoteEndpoints = (build: Builder) => ({
  getMemoryNotes: build.query<MemoryNote[], number>({
    query: (executiveId) => apiPaths.memory(executiveId),
    providesTags: (result) => listTags('MemoryNote', result),
  }),
});
