// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

beforeEach(() => {
  // React logs every caught error; the boundary's screen is what is under test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function BrokenHeader(): ReactNode {
  throw new Error('header exploded');
}

describe('the top-level error boundary', () => {
  it('renders the app untouched while nothing throws', () => {
    const { container } = render(
      <AppErrorBoundary>
        <p>dashboard</p>
      </AppErrorBoundary>,
    );
    expect(container.textContent).toBe('dashboard');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error screen with a Reload button, not a blank page, when a part of the layout throws', async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(
      <AppErrorBoundary onReload={reload}>
        <main>
          <p>sidebar</p>
          <BrokenHeader />
        </main>
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong');
    expect(screen.queryByText('sidebar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells the user to check the connection when a lazy chunk fails to download', async () => {
    const failed = Object.assign(new Error('Loading chunk 607 failed.'), { name: 'ChunkLoadError' });
    const Routes = lazy(() => Promise.reject(failed));
    await act(async () => {
      render(
        <AppErrorBoundary onReload={() => {}}>
          <Suspense fallback={<p>loading</p>}>
            <Routes />
          </Suspense>
        </AppErrorBoundary>,
      );
    });
    expect(screen.getByRole('alert').textContent).toContain('could not be downloaded');
  });
});
