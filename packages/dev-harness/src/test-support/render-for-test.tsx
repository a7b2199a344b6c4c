// Test helper for any remote: renders a component into the test DOM (happy-dom) inside the providers the
// shell gives it (store, Chakra system, router), so tests query it as a user sees it (by role, label, text).
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { StoreProvider, api, createAppStore } from '@provana/api-client';
import type { SessionUser } from '@provana/contracts';
import { MemoryRouter } from '@provana/router';
import { UiProvider } from '@provana/ui';

export type AppStore = ReturnType<typeof createAppStore>;

export interface RenderOptions {
  /** The router's location, e.g. '/print-report/team-report?auto-print=true'. */
  path?: string;
  /** Signs the store in as this executive (the session's `getMe`), as the shell would be. */
  executiveId?: number;
  /** A store of the test's own, e.g. to dispatch into it or read its cache afterwards. */
  store?: AppStore;
}

export interface RenderWithProvidersResult extends RenderResult {
  store: AppStore;
}

export function renderWithProviders(element: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const store = options.store ?? createAppStore();
  if (options.executiveId !== undefined) {
    const me: SessionUser = { id: 1, email: 'exec@provana.test', name: 'Test Executive', role: 'tester', executiveId: options.executiveId, timeZone: 'UTC' };
    // Synchronous, so the first render already knows the session (and the role: the owner).
    store.dispatch(api.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: me }]));
  }
  const result = render(element, {
    wrapper: ({ children }) => (
      <StoreProvider store={store}>
        <UiProvider>
          <MemoryRouter initialEntries={[options.path ?? '/']}>{children}</MemoryRouter>
        </UiProvider>
      </StoreProvider>
    ),
  });
  return { ...result, store };
}
