// A shutdown that resets no connection (http/graceful-shutdown.ts, http/connection-drain.ts), tried on
// the real server process: readiness fails at once, the server keeps answering through the drain
// delay, then stops accepting, finishes what is in flight, gives a connection whose request has not
// been read yet its answer, closes idle connections, and exits 0.
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { getStatus, signInDemo } from '../support/http-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';

let server: ServerProcess | undefined;
afterEach(() => server?.cleanUp());

interface Reply {
  status: number;
  connection: string | undefined;
}

/** A GET over `agent`: its status and Connection header, or the error's code. */
function getReply(url: string, agent: http.Agent, cookie = ''): Promise<Reply | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** Sends the first `sent` bytes of a PUT of `body` now; `finish()` sends the rest and resolves with the reply. */
function partialPut(url: string, body: Buffer, sent: number, headers: Record<string, string>) {
  let resolveReply: (reply: Reply | string) => void = () => undefined;
  const reply = new Promise<Reply | string>((resolve) => (resolveReply = resolve));
  const req = http.request(
    url,
    { method: 'PUT', agent: new http.Agent({ keepAlive: true }), headers: { ...headers, 'Content-Length': String(body.length) } },
    (res) => {
      res.resume();
      res.on('end', () => resolveReply({ status: res.statusCode ?? 0, connection: res.headers.connection }));
    },
  );
  req.on('error', (error: NodeJS.ErrnoException) => resolveReply(error.code ?? 'error'));
  req.write(body.subarray(0, sent));
  return {
    finish: () => {
      req.end(body.subarray(sent));
      return reply;
    },
  };
}

const port = (url: string) => Number(new URL(url).port);

describe('the server process shutting down', () => {
  it('keeps answering through the drain delay: 60 requests on new connections started with SIGTERM all succeed, /readyz says 503', async () => {
    server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: '1500' });
    const cookie = await signInDemo(server.url);
    const brief = `${server.url}${apiPaths.dailyBrief(1)}`;
    // Each on its own new connection, started in the same tick as the signal.
    const requests = Array.from({ length: 60 }, () => getReply(brief, new http.Agent({ keepAlive: false }), cookie));
    server.child.kill('SIGTERM');
    await server.printed('SIGTERM: not ready');
    // Readiness fails at once, while the server still answers (so a balancer notices), with Connection: close.
    expect(await getReply(`${server.url}/readyz`, new http.Agent({ keepAlive: true }))).toEqual({ status: 503, connection: 'close' });
    expect(await getReply(brief, new http.Agent({ keepAlive: true }), cookie)).toEqual({ status: 200, connection: 'close' });
    const replies = await Promise.all(requests);
    expect(replies.map((r) => (typeof r === 'string' ? r : r.status))).toEqual(Array(60).fill(200));
    expect(await server.exited).toBe(0);
  });

  it('finishes a request in flight when it stops accepting, and closes an idle keep-alive connection only after the delay', async () => {
    const delayMs = 1000;
    server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: String(delayMs) });
    const { url } = server;
    const cookie = await signInDemo(url);
    // An idle keep-alive connection: used once, then left open.
    const idle = await new Promise<net.Socket>((resolve) => {
      http.get(`${url}/healthz`, { agent: new http.Agent({ keepAlive: true }) }, (res) => {
        const socket = res.socket;
        res.resume();
        res.on('end', () => resolve(socket));
      });
    });
    const idleClosed = once(idle, 'close').then(() => performance.now());
    // An upload whose body is still arriving when the server stops accepting.
    const recordings = (await (await fetch(`${url}${apiPaths.voiceRecordings(1)}`, { headers: { Cookie: cookie } })).json()) as { id: number }[];
    const audio = Buffer.alloc(256 * 1024, 7);
    const upload = partialPut(`${url}${apiPaths.voiceRecordingAudio(1, recordings[0]?.id ?? 0)}`, audio, 1024, { 'Content-Type': 'audio/wav', Cookie: cookie });

    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await server.printed('SIGTERM: stopped accepting connections');
    expect(await upload.finish()).toEqual({ status: 200, connection: 'close' });
    // Not before the delay was over (the signal left before the server's clock started).
    expect((await idleClosed) - signalled).toBeGreaterThanOrEqual(delayMs);
    expect(await server.exited).toBe(0);
    expect(await getStatus(`${url}/healthz`, new http.Agent())).toBe('ECONNREFUSED');
  });

  it('answers a request that arrives, after it stopped accepting, on a connection it had accepted', async () => {
    server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: '0' });
    const socket = net.connect(port(server.url), '127.0.0.1');
    await once(socket, 'connect');
    // A later connection answered: the earlier one was accepted (the kernel's queue is first in, first out).
    expect(await getStatus(`${server.url}/healthz`, new http.Agent())).toBe(200);
    server.child.kill('SIGTERM');
    await server.printed('SIGTERM: stopped accepting connections');
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await once(socket, 'end');
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    expect(await server.exited).toBe(0);
  });

  it('ends the drain delay on a second signal', async () => {
    server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: '600000' });
    server.child.kill('SIGTERM');
    await server.printed('SIGTERM: not ready');
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('ending the drain delay now');
  });
});
