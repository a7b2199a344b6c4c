// PROVANA_WORKERS=2: two server processes behind one port (http/workers.ts), as an operator runs it to
// use a machine's cores. Connections are handed out in turn, a session works on either, a worker
// that dies is replaced, SIGHUP restarts the workers one at a time without a failed request, and a
// shutdown still lets every request in flight finish.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { getStatus, openClients, requestLog, sigtermDuringRequests, signInDemo } from '../support/http-client';
import { API_ROOT } from '../support/server-bundle';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { failures, steadyLoad } from '../support/steady-load';

let server: ServerProcess | undefined;
afterEach(() => server?.cleanUp());

/** The processes that answered requests for `path`, from the request log (pino writes each one's pid). */
const pidsServing = (output: string, path: string) =>
  new Set(
    requestLog(output)
      .filter((l) => l.path === path)
      .map((l) => Number(l.pid)),
  );

/** Each request on a new connection (no keep-alive), so the primary hands them out in turn. */
const onNewConnections = (url: string, count: number, cookie: string) =>
  Promise.all(Array.from({ length: count }, () => getStatus(url, new http.Agent({ keepAlive: false }), cookie)));

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  for (const deadline = Date.now() + timeoutMs; !condition(); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
  }
}

/** The step, or a failure naming it with the end of the server's log (a restart that stopped says why there). */
async function within<T>(step: Promise<T>, what: string, running: ServerProcess, timeoutMs = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; the server printed:\n${running.output().slice(-4000)}`)), timeoutMs);
  });
  try {
    return await Promise.race([step, late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the server with PROVANA_WORKERS=2', () => {
  it('serves from two processes that share sessions, and replaces a worker that dies', async () => {
    server = await startServerProcess({ PROVANA_WORKERS: '2' });
    const running = server;
    const brief = `${running.url}${apiPaths.dailyBrief(1)}`;
    const listening = () => running.output().match(/Provana listening on/g)?.length ?? 0;
    await until(() => listening() === 2, 'two workers listening');
    // Signed in through one process, the session is read by both (it lives in the database).
    const cookie = await signInDemo(running.url);
    expect(await onNewConnections(brief, 20, cookie)).toEqual(Array(20).fill(200));
    const workers = pidsServing(running.output(), apiPaths.dailyBrief(1));
    expect(workers.size).toBe(2);
    expect(workers.has(running.child.pid ?? -1)).toBe(false);

    const [victim] = [...workers];
    process.kill(victim ?? 0, 'SIGKILL');
    await until(() => listening() === 3, 'a replacement worker');
    const before = running.output().length;
    expect(await onNewConnections(brief, 20, cookie)).toEqual(Array(20).fill(200));
    const after = pidsServing(running.output().slice(before), apiPaths.dailyBrief(1));
    expect(after.size).toBe(2);
    expect(after.has(victim ?? 0)).toBe(false);
  }, 60_000);

  it('SIGHUP restarts the workers one at a time under steady requests, none of them failing', async () => {
    // A short drain delay: the test waits on the log, not on a load balancer.
    server = await startServerProcess({ PROVANA_WORKERS: '2', PROVANA_SHUTDOWN_DELAY_MS: '1000' });
    const running = server;
    await within(running.printed('Provana listening on', 2), 'two workers listening', running);
    const cookie = await signInDemo(running.url);
    const path = apiPaths.dailyBrief(1);
    const load = steadyLoad(`${running.url}${path}`, cookie, 4);
    await within(load.reached(40), '40 requests before the restart', running);
    const before = pidsServing(running.output(), path);
    running.child.kill('SIGHUP');
    await within(running.printed('rolling restart done'), 'the rolling restart', running, 90_000);
    const restarted = running.output().length;
    await within(load.reached(load.outcomes.length + 40), '40 requests after the restart', running);
    expect(failures(await within(load.stop(), 'the clients to finish', running))).toEqual({});
    // Two new workers serve; the old ones have exited.
    const after = pidsServing(running.output().slice(restarted), path);
    expect(after.size).toBe(2);
    expect([...after].filter((pid) => before.has(pid))).toEqual([]);
    for (const pid of before) expect(() => process.kill(pid, 0)).toThrow();
  }, 240_000);

  it('on SIGTERM every worker keeps answering through the drain delay and finishes its requests in flight, then the primary exits 0', async () => {
    server = await startServerProcess({ PROVANA_WORKERS: '2', PROVANA_SHUTDOWN_DELAY_MS: '1000' });
    const running = server;
    await until(() => (running.output().match(/Provana listening on/g)?.length ?? 0) === 2, 'two workers listening');
    const cookie = await signInDemo(running.url);
    const agents = await openClients(running.url, 40);
    expect(pidsServing(running.output(), '/healthz').size).toBe(2);
    const brief = `${running.url}${apiPaths.dailyBrief(1)}`;
    // 40 requests already sent on open connections, and 40 on new connections started with the signal.
    const fresh = Array.from({ length: 40 }, () => getStatus(brief, new http.Agent({ keepAlive: false }), cookie));
    expect(await sigtermDuringRequests(running.child, agents, brief, cookie)).toEqual(Array(40).fill(200));
    expect(await Promise.all(fresh)).toEqual(Array(40).fill(200));
    expect(await running.exited).toBe(0);
    expect(await getStatus(`${running.url}/healthz`, new http.Agent())).toBe('ECONNREFUSED');
    for (const agent of agents) agent.destroy();
  }, 60_000);

  it('stops with exit code 1 when its workers cannot start (the port is taken), instead of forking forever', async () => {
    const taken = net.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    const port = (taken.address() as net.AddressInfo).port;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-workers-'));
    try {
      const child = spawn(process.execPath, [inject('serverBundle')], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          PROVANA_WORKERS: '2',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_PATH: path.join(dir, 'provana.db'),
          DATABASE_URL: '',
          PROVANA_STATIC_ROOT: dir,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(log).toContain('a worker failed to start');
    } finally {
      taken.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
