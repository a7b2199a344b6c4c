// The states of a section's data, the same everywhere: loading (also while the executive is not yet
// known), the error with Retry, the empty state, then the content.
// The content renders from a deferred copy of the data: the store's update reaches React as an urgent
// render, and a section's whole content arriving at once was one long task on a phone (Lighthouse
// mobile); deferred, React renders it in slices the browser can interleave, the loading state staying
// until that render commits. Deep links wait for the same commit (useDeepLink).
// A refresh that fails with a 503 (the database briefly away) keeps what is on screen, with the
// error and Retry above it: the data is still this view's, and the next try may well succeed.
import { formatApiError, isServiceUnavailable } from '@provana/api-client';
import { EmptyState, ErrorState, LoadingState } from '@provana/ui';
import { type ReactNode, useDeferredValue } from 'react';

/** What QueryState reads of a query result (useExecutiveQuery's result fits). */
export interface SectionQuery<T> {
  data?: T | undefined;
  /** The data for this query's own arguments (RTK Query's currentData): kept through a failed refresh. */
  currentData?: T | undefined;
  error?: unknown;
  isLoading: boolean;
  isUninitialized: boolean;
  refetch: () => unknown;
  executiveId: number | undefined;
}

export interface EmptyContent {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

export interface QueryStateProps<T> {
  query: SectionQuery<T>;
  /** The loading text, e.g. "Loading goals...". */
  loadingLabel: string;
  /** The empty state; given the executive id, for an action that needs it. Without it, no empty state. */
  empty?: EmptyContent | ((executiveId: number) => EmptyContent);
  /** The error's title, and a fixed message where the screen's text replaces the API's (formatApiError by default). */
  errorTitle?: string;
  errorMessage?: string;
  /** When the data counts as empty; by default an empty list. */
  isEmpty?: (data: T) => boolean;
  children: (data: T, executiveId: number) => ReactNode;
}

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryState<T>({ query, loadingLabel, errorTitle, errorMessage, empty, isEmpty = isEmptyList, children }: QueryStateProps<T>) {
  const { data, error, executiveId } = query;
  const shown = useDeferredValue(data);
  if (executiveId === undefined || query.isLoading || query.isUninitialized) return <LoadingState label={loadingLabel} />;
  const content = (value: T) => {
    if (!empty || !isEmpty(value)) return children(value, executiveId);
    const { title, description, icon, action } = typeof empty === 'function' ? empty(executiveId) : empty;
    return <EmptyState title={title} description={description} icon={icon} action={action} />;
  };
  if (error || data === undefined) {
    const failed = <ErrorState title={errorTitle} message={errorMessage ?? formatApiError(error)} onRetry={() => void query.refetch()} />;
    if (shown === undefined || query.currentData === undefined || !isServiceUnavailable(error)) return failed;
    return (
      <>
        {failed}
        {content(shown)}
      </>
    );
  }
  if (shown === undefined) return <LoadingState label={loadingLabel} />;
  return <>{content(shown)}</>;
}
