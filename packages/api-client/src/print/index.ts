// '@provana/api-client/print': the spec's print-report sources (/api/goals|meetings|priorities/{id}),
// which only the print remote reads, injected into the one API slice when that remote loads, so the
// dashboard's first load does not carry them. The slice is imported by package name: in a federated
// build that is the shared singleton.
import { api } from '@provana/api-client';
import { reportSourceEndpoints } from './report-source-endpoints';

export const printApi = api.injectEndpoints({ endpoints: (build) => reportSourceEndpoints(build) });

export const { useGetLegacyGoalsQuery, useGetLegacyMeetingsQuery, useGetLegacyPrioritiesQuery } = printApi;
