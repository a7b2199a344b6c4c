// The Node HTTP server the app answers on: keep-alive longer than any client's, and every connection
// and request tracked (connection-drain.ts) before the app sees it, so a shutdown can drain them.
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { trackConnections } from './connection-drain';

/** How long an idle keep-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The server for an app's fetch handler, and its tracked connections. */
export function createHttpServer(fetch: Parameters<typeof getRequestListener>[0]) {
  const server = createServer();
  // Longer than the idle timeout of the clients and proxies that reuse connections (60 s for the
  // common load balancers; Node's own default is 5 s): a connection is then always closed by the
  // client, never by the server just as a request is written on it (which the client sees as ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // Before the app's listener: every request is counted before it is answered.
  const connections = trackConnections(server);
  server.on('request', getRequestListener(fetch));
  return { server, connections };
}
