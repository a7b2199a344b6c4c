// A tiny HTTP server on 127.0.0.1 for the api-client tests: routes by "METHOD path" (ANY_ROUTE
// answers whatever no route names), records every request it answers with its body.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (body: string) => Reply;

/** The route key that answers every request no other route names. */
export const ANY_ROUTE = '*';

/** A request as the server received it. */
export interface ReceivedRequest {
  /** "METHOD path", as routes name it. */
  key: string;
  contentType: string | undefined;
  body: string;
}

export interface LoopbackServer {
  origin: string;
  requests: string[];
  received: ReceivedRequest[];
  countOf: (key: string) => number;
  close: () => Promise<void>;
}

export async function startLoopbackServer(routes: Record<string, Handler>): Promise<LoopbackServer> {
  const requests: string[] = [];
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push(key);
      received.push({ key, contentType: req.headers['content-type'], body: text });
      const handler = routes[key] ?? routes[ANY_ROUTE];
      const reply = handler ? handler(text) : { status: 404, body: 'no route' };
      const body = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status ?? 200, reply.statusText ?? '', {
        'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json',
        ...reply.headers,
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    received,
    countOf: (key) => requests.filter((r) => r === key).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
