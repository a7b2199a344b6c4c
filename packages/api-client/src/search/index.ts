// '@provana/api-client/search': the command palette's data search, injected into the one API slice
// when the palette first opens, so the dashboard's first load does not carry it. The slice is
// imported by package name: in a federated build that is the shared singleton.
import { api } from '@provana/api-client';
import { injectWorkspaceSearchEndpoints } from './workspace-search-endpoints';

export const workspaceSearchApi = injectWorkspaceSearchEndpoints(api);
export const { useSearchWorkspaceQuery } = workspaceSearchApi;
export type { SearchWorkspaceArgs } from './workspace-search-endpoints';
