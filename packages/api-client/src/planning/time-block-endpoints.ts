import type { TimeBlockResponse } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';

export const timeBlockEndpoints = (build: Builder) => ({
  getTimeBlockSuggestions: build.query<TimeBlockResponse, { executiveId: number; date: string }>({
    query: ({ executiveId, date }) => ({ url: apiPaths.timeBlockSuggestions(executiveId), params: { date } }),
    providesTags: (_result, _error, { date }) => [{ type: 'TimeBlocks', id: date }],
  }),
});
