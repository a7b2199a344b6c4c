import type { TimeBlockResponse } from '@provana/contracts';
import { timeBlockPaths } from '@provana/contracts/paths/time-blocks';
import type { Builder } from '../builder';

export const timeBlockEndpoints = (build: Builder) => ({
  getTimeBlockSuggestions: build.query<TimeBlockResponse, { executiveId: number; date: string }>({
    query: ({ executiveId, date }) => ({ url: timeBlockPaths.timeBlockSuggestions(executiveId), params: { date } }),
    providesTags: (_result, _error, { date }) => [{ type: 'TimeBlocks', id: date }],
  }),
});
