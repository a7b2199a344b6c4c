// A loopback HTTP server (127.0.0.1, a free port) serving JSON documents and redirects by path, for
// the remote registry's manifest fetches. A test sets any path's answer and counts requests.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface JsonAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  location?: string;
}

export interface JsonServer {
  origin: string;
  url: (path: string) => string;
  set: (path: string, answer: JsonAnswer) => void;
  hits: (path: string) => number;
  close: () => Promise<void>;
}

export async function startJsonServer(): Promise<JsonServer> {
  const answers = new Map<string, JsonAnswer>();
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const a = answers.get(path);
    if (!a) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('no');
    if (a.location) return void res.writeHead(a.status ?? 302, { Location: a.location }).end();
    const body = a.text ?? JSON.stringify(a.body);
    res
      .writeHead(a.status ?? 200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*', 'Content-Length': String(Buffer.byteLength(body)) })
      .end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    hits: (path) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
