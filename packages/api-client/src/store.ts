// The store factory: the shell creates the one store; a remote's standalone harness creates
// its own. Remotes mounted in the shell never create a store.
import { configureStore } from '@reduxjs/toolkit';
import { api as defaultApi } from './app-api';
import type { ProvanaApi } from './create-provana-api';

export function createAppStore(api: ProvanaApi = defaultApi) {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({
        // Audio uploads carry a Blob in the mutation's arguments; nothing else is non-serializable.
        serializableCheck: { ignoredPaths: [/^api\.mutations\..*\.originalArgs/] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
