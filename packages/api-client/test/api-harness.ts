// The api slice against a loopback HTTP server, for endpoint tests: one server per test, closed by
// closeApiServer (register it with afterEach). `inject` adds a remote's injected endpoints.
import { createProvanaApi, type ProvanaApi } from '../src/create-provana-api';
import { createAppStore } from '../src/store';
import { type Handler, type LoopbackServer, startLoopbackServer } from './loopback-server';

let current: LoopbackServer | undefined;

export async function setupApi<A = ProvanaApi>(routes: Record<string, Handler>, inject: (api: ProvanaApi) => A = (api) => api as A) {
  const server = await startLoopbackServer(routes);
  current = server;
  const base = createProvanaApi({ baseUrl: server.origin });
  // Injection adds endpoints to the same slice, so the store over `base` serves them too.
  const store = createAppStore(base);
  return { api: inject(base), store, server };
}

export async function closeApiServer() {
  await current?.close();
  current = undefined;
}

/** Lets the refetches that an invalidation starts reach the server. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
