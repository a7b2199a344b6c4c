// '@provana/api-client/time-blocks': a day's time-block suggestions, injected into the one API slice
// when a remote that uses them loads (applying one creates a calendar event: '@provana/api-client/calendar').
// The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { timeBlockEndpoints } from './time-block-endpoints';

const timeBlocksApi = api.injectEndpoints({ endpoints: (build) => timeBlockEndpoints(build) });

export const { useGetTimeBlockSuggestionsQuery } = timeBlocksApi;
