import type { Reflection, UpsertReflectionBody } from '@provana/contracts';
import { reflectionPaths } from '@provana/contracts/paths/reflections';
import type { Builder } from '../builder';
import { listTag, onSuccess } from '../tags';

export const reflectionEditEndpoints = (build: Builder) => ({
  /** This week's reflection, created or replaced (one per week). */
  saveReflection: build.mutation<Reflection, { executiveId: number; weekStart: string; body: UpsertReflectionBody }>({
    query: ({ executiveId, weekStart, body }) => ({ url: reflectionPaths.reflection(executiveId, weekStart), method: 'PUT', body }),
    invalidatesTags: onSuccess([listTag('Reflection')]),
  }),
});
