// @vitest-environment happy-dom
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateProps, type SectionQuery } from './query-state';

afterEach(cleanup);

const settled = <T,>(over: Partial<SectionQuery<T>>): SectionQuery<T> => ({ isLoading: false, isUninitialized: false, refetch: vi.fn(), executiveId: 7, ...over });

function renderState<T>(props: Omit<QueryStateProps<T>, 'loadingLabel' | 'children'> & Partial<Pick<QueryStateProps<T>, 'children'>>) {
  const children = props.children ?? ((data: T, executiveId: number) => <p>content {JSON.stringify(data)} for {executiveId}</p>);
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

  it("shows the screen's own error title and message instead of the API's", () => {
    renderState({ query: settled<string[]>({ error: { status: 500, data: 'boom' } }), errorTitle: 'Could not load', errorMessage: 'Notes could not be loaded.' });
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

  it('uses the section\'s own emptiness test and builds the empty state with the executive id', () => {
    const query = settled({ data: { goals: [] as string[] } });
    renderState({ query, isEmpty: (data) => data.goals.length === 0, empty: (executiveId) => ({ title: `Nothing for ${executiveId}`, action: <button type="button">Add</button> }) });
    expect(screen.getByText('Nothing for 7')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });
});
