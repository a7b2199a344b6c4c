// The providers a remote needs when it runs alone (inside the shell, the shell provides them):
// its own store, the Provana UI provider, a router, and a signed-in session.
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from '@provana/router';
import { StoreProvider, createAppStore } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { DevSignInGate } from './dev-sign-in-gate';

export function StandaloneHarness({ children }: { children: ReactNode }) {
  const [store] = useState(createAppStore);
  return (
    <StoreProvider store={store}>
      <UiProvider>
        <BrowserRouter>
          <DevSignInGate>{children}</DevSignInGate>
        </BrowserRouter>
      </UiProvider>
    </StoreProvider>
  );
}
