// The Memory section's notes.
import type { MemoryNote } from '@provana/contracts';
import { memoryNotePaths } from '@provana/contracts/paths/memory-notes';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const memoryNoteEndpoints = (build: Builder) => ({
  getMemoryNotes: build.query<MemoryNote[], number>({
    query: (executiveId) => memoryNotePaths.memory(executiveId),
    providesTags: (result) => listTags('MemoryNote', result),
  }),
});
