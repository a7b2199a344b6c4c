// @vitest-environment happy-dom
import { Suspense, act, lazy, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppErrorBoundary } from './app-error-boundary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
});

async function render(element: ReactNode): Promise<void> {
  await act(async () => root.render(element));
}

function BrokenHeader(): ReactNode {
  throw new Error('header exploded');
}

describe('the top-level error boundary', () => {
  it('renders the app untouched while nothing throws', async () => {
    await render(
      <AppErrorBoundary>
        <p>dashboard</p>
      </AppErrorBoundary>,
    );
    expect(container.textContent).toBe('dashboard');
  });

  it('shows an error screen with a Reload button, not a blank page, when a part of the layout throws', async () => {
    const reload = vi.fn();
    await render(
      <AppErrorBoundary onReload={reload}>
        <main>
          <p>sidebar</p>
          <BrokenHeader />
        </main>
      </AppErrorBoundary>,
    );
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Something went wrong');
    expect(container.textContent).not.toContain('sidebar');
    const button = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Reload');
    expect(button).toBeDefined();
    await act(async () => button?.click());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('tells the user to check the connection when a lazy chunk fails to download', async () => {
    const failed = Object.assign(new Error('Loading chunk 607 failed.'), { name: 'ChunkLoadError' });
    const Routes = lazy(() => Promise.reject(failed));
    await render(
      <AppErrorBoundary onReload={() => {}}>
        <Suspense fallback={<p>loading</p>}>
          <Routes />
        </Suspense>
      </AppErrorBoundary>,
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('could not be downloaded');
  });
});
