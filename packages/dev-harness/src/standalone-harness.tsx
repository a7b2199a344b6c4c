// The providers a remote needs when it runs alone (inside the shell, the shell provides them):
// its own store, the Provana UI provider, a router, and a signed-in session.
import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@provana/router';
import { createAppStore } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { DevSignInGate } from './dev-sign-in-gate';

export function StandaloneHarness({ children }: { children: ReactNode }) {
  const [store] = useState(createAppStore);
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <DevSignInGate>{children}</DevSignInGate>
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
