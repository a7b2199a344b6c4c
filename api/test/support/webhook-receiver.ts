// A real HTTP receiver on loopback for the webhook suites: it answers each request with the next
// status of its script (the last one repeats), checks every request's signature with the
// `standardwebhooks` library itself, and keeps what it received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: Record<string, string>;
  body: string;
  /** Whether the signature verified with the endpoint's secret (null before a secret is known). */
  verified: boolean | null;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The endpoint's secret, once the create answered it. */
  setSecret: (secret: string) => void;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(script: readonly number[]): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let secret: string | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)]));
      let verified: boolean | null = null;
      if (secret) {
        try {
          new Webhook(secret).verify(body, headers);
          verified = true;
        } catch {
          verified = false;
        }
      }
      const status = script[Math.min(received.length, script.length - 1)] ?? 200;
      received.push({ headers, body, verified, status });
      res.writeHead(status, { 'Content-Type': 'text/plain' }).end(status < 300 ? 'ok' : 'not now');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/provana`,
    received,
    setSecret: (value) => {
      secret = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
