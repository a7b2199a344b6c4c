// The shell owns the one Redux store, the Chakra provider and the router; remotes render inside them.
import { createAppStore } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@provana/router';
import { App } from './app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { startRemoteRuntime } from './remotes/remote-runtime';

// Fetch the remote registry while the session check runs.
void startRemoteRuntime();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Provider store={createAppStore()}>
        <UiProvider>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </UiProvider>
      </Provider>
    </AppErrorBoundary>
  </StrictMode>,
);
