// The palette's rows for what is typed: sections and actions at once, the executive's data from the
// server once typing pauses (one request per pause; RTK Query caches each query), and the search's
// state in words for the status row and the live region.
import type { ResolvedTheme } from '@provana/contracts';
import { formatApiError, skipToken, useCanWrite, useExecutiveId } from '@provana/api-client';
import { useSearchWorkspaceQuery } from '@provana/api-client/search';
import { useMemo } from 'react';
import { dataItems, staticItems, type PaletteItem } from './palette-items';
import { useDebouncedValue } from './use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 250;
/** Shorter queries match sections and actions only: one letter would match half the workspace. */
export const MIN_SEARCH_LENGTH = 2;

export type DataSearchState = { status: 'idle' | 'pending' | 'done' } | { status: 'error'; message: string };

export interface PaletteResults {
  items: PaletteItem[];
  search: DataSearchState;
  retry(): void;
}

export function usePaletteResults(query: string, theme: ResolvedTheme): PaletteResults {
  const executiveId = useExecutiveId();
  const canWrite = useCanWrite();
  const term = query.trim();
  const settled = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const wanted = term.length >= MIN_SEARCH_LENGTH && executiveId !== undefined;
  const args = wanted && settled === term ? { executiveId, q: settled } : skipToken;
  const result = useSearchWorkspaceQuery(args);

  const found = wanted ? result.currentData?.results : undefined;
  const items = useMemo(() => [...staticItems(term, theme, canWrite), ...dataItems(found ?? [])], [term, theme, canWrite, found]);

  let search: DataSearchState = { status: 'idle' };
  if (wanted) {
    if (settled !== term || result.isFetching) search = { status: 'pending' };
    else if (result.isError) search = { status: 'error', message: formatApiError(result.error) };
    else search = { status: 'done' };
  }
  return { items, search, retry: () => void result.refetch() };
}
