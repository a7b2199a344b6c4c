// A tiny HTTP server on 127.0.0.1 for the api-client tests: routes by "METHOD path",
// records every request it answers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Reply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
}
export type Handler = (body: string) => Reply;

export interface LoopbackServer {
  origin: string;
  requests: string[];
  countOf: (key: string) => number;
  close: () => Promise<void>;
}

export async function startLoopbackServer(routes: Record<string, Handler>): Promise<LoopbackServer> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = `${req.method} ${req.url}`;
      requests.push(key);
      const handler = routes[key];
      const reply = handler ? handler(Buffer.concat(chunks).toString('utf8')) : { status: 404, body: 'no route' };
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
    countOf: (key) => requests.filter((r) => r === key).length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
