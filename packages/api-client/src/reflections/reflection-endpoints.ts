// Weekly reflections (the Insights section and the print report).
import type { Reflection } from '@provana/contracts';
import { reflectionPaths } from '@provana/contracts/paths/reflections';
import type { Builder } from '../builder';
import { listTags } from '../tags';

export const reflectionEndpoints = (build: Builder) => ({
  getReflections: build.query<Reflection[], number>({
    query: (executiveId) => reflectionPaths.reflections(executiveId),
    providesTags: (result) => listTags('Reflection', result),
  }),
});
