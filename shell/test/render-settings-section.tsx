// A Settings section as the dialog shows it in a unit test: the one store with the signed-in account
// known (workspace 7, the executive's own), inside the design system's provider. Each test stubs fetch
// for the answers it needs.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';

export async function renderSettingsSection(section: ReactElement, { timeZone = 'UTC' }: { timeZone?: string } = {}) {
  const store = createAppStore();
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getMe', arg: undefined, value: { id: 1, email: 'dana@example.com', name: 'Dana Reyes', role: 'tester', executiveId: 7, timeZone } },
    ]),
  );
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>{section}</UiProvider>
      </StoreProvider>,
    );
  });
  return store;
}
