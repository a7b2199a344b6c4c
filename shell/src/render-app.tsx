// Renders the shell into #root. The shell owns the one Redux store, the Chakra provider and the
// router; remotes render inside them.
import { StoreProvider, api, createAppStore, tagTypes } from '@provana/api-client';
import { UiProvider, notify } from '@provana/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@provana/router';
import { App } from './app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { trackLastSync } from './offline/last-sync';
import { registerServiceWorker } from './offline/service-worker-registration';
import { warmWorkerCaches } from './offline/warm-worker-caches';

export function renderApp(container: HTMLElement): void {
  // A transition, so React renders the first screen in slices that let the browser in between (a phone
  // would otherwise sit in one long task through the layout's first render).
  const root = createRoot(container);
  const store = createAppStore();
  trackLastSync(store);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppErrorBoundary>
          <StoreProvider store={store}>
            <UiProvider>
              <BrowserRouter>
                <App />
              </BrowserRouter>
            </UiProvider>
          </StoreProvider>
        </AppErrorBoundary>
      </StrictMode>,
    ),
  );
  registerServiceWorker({
    onUpdated: () => notify({ title: 'Updated', description: 'Provana is on its newest version.', type: 'info' }),
    onFirstControl: () => {
      warmWorkerCaches();
      store.dispatch(api.util.invalidateTags([...tagTypes]));
    },
  });
}
