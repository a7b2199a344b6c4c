// A push service on 127.0.0.1 for tests: it records every request (headers and body) and answers each
// device's path with the status the test chose (201 by default). A push round resolves only after
// the service answered, so a test reads `received` right after awaiting it.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** What the service answered. */
  status: number;
}

export interface FakePushService {
  origin: string;
  /** The endpoint of a device on this service. */
  endpoint: (device: string) => string;
  received: ReceivedPush[];
  /** The status answered to `device` from now on. */
  answer: (device: string, status: number) => void;
  close: () => Promise<void>;
}

export async function startFakePushService(): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = statuses.get(path) ?? 201;
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status === 201 ? '' : 'no');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    endpoint: (device) => `${origin}/push/${device}`,
    received,
    answer: (device, status) => statuses.set(`/push/${device}`, status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
