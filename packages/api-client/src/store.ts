// The store factory: the shell creates the one store; a remote's standalone harness creates
// its own. Remotes mounted in the shell never create a store. Beside the API's cache it holds the
// workspace this tab works in (its own or a delegated one).
import { configureStore } from '@reduxjs/toolkit';
import { api as defaultApi } from './app-api';
import type { ProvanaApi } from './create-provana-api';
import { WORKSPACE_SLICE, workspaceSlice } from './workspace/active-workspace';
import { accessEndedMiddleware } from './workspace/access-ended-middleware';

export function createAppStore(api: ProvanaApi = defaultApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, [WORKSPACE_SLICE]: workspaceSlice.reducer },
    middleware: (getDefault) =>
      getDefault({
        // Audio uploads carry a Blob in the mutation's arguments; nothing else is non-serializable.
        serializableCheck: { ignoredPaths: [/^api\.mutations\..*\.originalArgs/] },
      }).concat(api.middleware, accessEndedMiddleware(api)),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
