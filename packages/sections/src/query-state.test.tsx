// @vitest-environment happy-dom
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateProps, type SectionQuery } from './query-state';

afterEach(cleanup);

const settled = <T,>(over: Partial<SectionQuery<T>>): SectionQuery<T> => ({
  isLoading: false,
  isUninitialized: false,
  refetch: vi.fn(),
  executiveId: 7,
  ...over,
});

function renderState<T>(props: Omit<QueryStateProps<T>, 'loadingLabel' | 'children'> & Partial<Pick<QueryStateProps<T>, 'children'>>) {
  const children =
    props.children ??
    ((data: T, executiveId: number) => (
      <p>
        content {JSON.stringify(data)} for {executiveId}
      </p>
    ));
  return render(
    <UiProvider>
      <QueryState loadingLabel="Loading notes..." {...props}>
        {children}
      </QueryState>
    </UiProvider>,
  );
}

const empty = { title: 'No notes', description: 'Notes appear here.' };

describe('QueryState', () => {
  it('shows the loading label while the executive is not known, even if the query says nothing', () => {
    renderState({ query: settled<string[]>({ executiveId: undefined, isUninitialized: true }) });
    expect(screen.getByRole('status').textContent).toBe('Loading notes...');
  });

  it('shows the loading label while the query loads', () => {
    renderState({ query: settled<string[]>({ isLoading: true }) });
    expect(screen.getByRole('status').textContent).toBe('Loading notes...');
    expect(screen.queryByText(/content/)).toBeNull();
  });

  it('shows the formatted error and retries on Retry', async () => {
    const query = settled<string[]>({ error: { status: 500, data: 'database is locked' } });
    renderState({ query, empty });
    expect(screen.getByRole('alert').textContent).toContain('500: database is locked');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("keeps what is on screen when a refresh gets a 503, with the API's message and Retry above it", async () => {
    const unavailable = {
      status: 503,
      data: JSON.stringify({ error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } }),
    };
    const query = settled({ data: ['a'], currentData: ['a'], error: unavailable });
    renderState({ query, empty });
    expect(screen.getByRole('alert').textContent).toContain('The database is unavailable; try again in a moment');
    expect(screen.getByText('content ["a"] for 7')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows only the error for a 503 with nothing of this view on screen, and for any other failed refresh', () => {
    const unavailable = {
      status: 503,
      data: JSON.stringify({ error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } }),
    };
    // Data of another executive or date (RTK Query's data) is not this view's (currentData).
    renderState({ query: settled({ data: ['other'], error: unavailable }), empty });
    expect(screen.getByRole('alert').textContent).toContain('The database is unavailable; try again in a moment');
    expect(screen.queryByText(/content/)).toBeNull();
    cleanup();
    renderState({ query: settled({ data: ['a'], currentData: ['a'], error: { status: 403, data: 'Forbidden' } }), empty });
    expect(screen.getByRole('alert').textContent).toContain('403: Forbidden');
    expect(screen.queryByText(/content/)).toBeNull();
  });

  it("shows the screen's own error title and message instead of the API's", () => {
    renderState({
      query: settled<string[]>({ error: { status: 500, data: 'boom' } }),
      errorTitle: 'Could not load',
      errorMessage: 'Notes could not be loaded.',
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load');
    expect(alert.textContent).toContain('Notes could not be loaded.');
    expect(alert.textContent).not.toContain('boom');
  });

  it('shows the empty state for an empty list', () => {
    renderState({ query: settled<string[]>({ data: [] }), empty });
    expect(screen.getByText('No notes')).toBeTruthy();
    expect(screen.getByText('Notes appear here.')).toBeTruthy();
    expect(screen.queryByText(/content/)).toBeNull();
  });

  it('renders the content with the data and the executive id', () => {
    renderState({ query: settled({ data: ['a'] }), empty });
    expect(screen.getByText('content ["a"] for 7')).toBeTruthy();
  });

  it('renders an empty list as content when no empty state is given', () => {
    renderState({ query: settled<string[]>({ data: [] }) });
    expect(screen.getByText('content [] for 7')).toBeTruthy();
  });

  it("uses the section's own emptiness test and builds the empty state with the executive id", () => {
    const query = settled({ data: { goals: [] as string[] } });
    renderState({
      query,
      isEmpty: (data) => data.goals.length === 0,
      empty: (executiveId) => ({ title: `Nothing for ${executiveId}`, action: <button type="button">Add</button> }),
    });
    expect(screen.getByText('Nothing for 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
