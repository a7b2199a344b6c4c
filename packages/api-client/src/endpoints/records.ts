// Per-executive records: memory notes, personal (life) events, weekly reflections.
import type { MemoryNote, PersonalEvent, Reflection } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const recordEndpoints = (build: Builder) => ({
  getMemoryNotes: build.query<MemoryNote[], number>({
    query: (executiveId) => apiPaths.memory(executiveId),
    providesTags: (result) => listTags('MemoryNote', result),
  }),
  getPersonalEvents: build.query<PersonalEvent[], number>({
    query: (executiveId) => apiPaths.personalEvents(executiveId),
    providesTags: (result) => listTags('PersonalEvent', result),
  }),
  getReflections: build.query<Reflection[], number>({
    query: (executiveId) => apiPaths.reflections(executiveId),
    providesTags: (result) => listTags('Reflection', result),
  }),
});
