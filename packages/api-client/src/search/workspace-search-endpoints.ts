// The command palette's search across the executive's own data: one GET, ranked on the
// server. It provides every searched domain's list tag, so an edit anywhere refreshes a cached answer.
import type { WorkspaceSearchResponse } from '@provana/contracts';
import { searchPaths } from '@provana/contracts/paths/search';
import type { ProvanaApi } from '../create-provana-api';
import { listTag, type TagType } from '../tags';

export interface SearchWorkspaceArgs {
  executiveId: number;
  q: string;
  limit?: number;
}

const searchedTags: TagType[] = ['Priority', 'Decision', 'Goal', 'MemoryNote', 'PersonalEvent', 'VoiceRecording', 'Team', 'CalendarEvent'];

export function injectWorkspaceSearchEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      searchWorkspace: build.query<WorkspaceSearchResponse, SearchWorkspaceArgs>({
        query: ({ executiveId, q, limit }) => ({ url: searchPaths.workspaceSearch(executiveId), params: { q, ...(limit ? { limit } : {}) } }),
        providesTags: searchedTags.map(listTag),
      }),
    }),
  });
}
