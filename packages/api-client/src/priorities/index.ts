// '@provana/api-client/priorities': the open priorities list (the voice section's Auto-Generated Task)
// and the print report's priorities source, injected into the one API slice when a remote that reads
// them loads. Completing and creating a priority are on the first screen: they are in the base slice
// (priority-edits.ts). The slice is imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { priorityListEndpoint } from './priority-list-endpoint';
import { priorityPrintSourceEndpoint } from './print-source-endpoint';

const prioritiesApi = api.injectEndpoints({
  endpoints: (build) => ({ ...priorityListEndpoint(build), ...priorityPrintSourceEndpoint(build) }),
});

export const { useGetPrioritiesQuery, useGetPrintSourcePrioritiesQuery } = prioritiesApi;
