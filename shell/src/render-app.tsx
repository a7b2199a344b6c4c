// Renders the shell into #root. The shell owns the one Redux store, the Chakra provider and the
// router; remotes render inside them.
import { StoreProvider, createAppStore } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@provana/router';
import { App } from './app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { startLiveUpdatesLater } from './live-updates/start-live-updates';
import { startOffline } from './offline/start-offline';

export function renderApp(container: HTMLElement): void {
  // A transition, so React renders the first screen in slices that let the browser in between (a phone
  // would otherwise sit in one long task through the layout's first render).
  const root = createRoot(container);
  const store = createAppStore();
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <StoreProvider store={store}>
            <UiProvider globalCss="linked">
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </UiProvider>
          </StoreProvider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  startOffline(store);
  startLiveUpdatesLater(store);
}
