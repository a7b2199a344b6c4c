// Live updates between real API processes over one database: on PostgreSQL, two servers (a write
// through one reaches a stream held by the other through LISTEN/NOTIFY); on SQLite, one server with
// PROVANA_WORKERS=2 (a write in one worker reaches a stream held by the other through the data versions).
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, type LiveUpdate } from '@provana/contracts';
import { liveUpdatePaths } from '@provana/contracts/paths/live-updates';
import { signInDemo } from '../support/http-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { readSse, type SseStream } from '../support/sse-stream';
import { onPostgres } from '../support/test-database';

const servers: ServerProcess[] = [];
const streams: SseStream[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) await stream.close();
  for (const server of servers.splice(0)) server.cleanUp();
});

async function openStream(url: string, cookie: string) {
  const res = await fetch(`${url}${liveUpdatePaths.changes(1)}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  const stream = readSse(res);
  streams.push(stream);
  return stream;
}

const completePriority = (url: string, cookie: string, taskId: number) =>
  fetch(`${url}${apiPaths.priority(1, taskId)}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ completed: true }),
  });

const isUpdate = (event: { event: string }) => event.event === 'update';

describe.runIf(onPostgres)('live updates across two API processes on PostgreSQL', () => {
  it('a write through one process reaches a stream held by the other within 2 s', async () => {
    const first = await startServerProcess();
    servers.push(first);
    const second = await startServerProcess({ ...first.database });
    servers.push(second);
    const listening = "listening for the other processes' changes";
    await Promise.all([first.printed(listening), second.printed(listening)]);
    const cookie = await signInDemo(first.url);
    const held = await openStream(second.url, cookie);
    const started = Date.now();
    expect((await completePriority(first.url, cookie, 1)).status).toBe(200);
    const event = await held.next(isUpdate, 2_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(JSON.parse(event.data) as LiveUpdate).toEqual({ kind: 'change', domain: 'Priority', id: 1 });
  }, 90_000);
});

describe.runIf(!onPostgres)('live updates across the server processes of PROVANA_WORKERS=2 on SQLite', () => {
  it('a write in one worker reaches the streams held by both within 2 s', async () => {
    const server = await startServerProcess({ PROVANA_WORKERS: '2' });
    servers.push(server);
    await server.printed('Provana listening on', 2);
    const cookie = await signInDemo(server.url);
    // Four streams on four connections: the primary hands connections to the workers in turn, so each holds some.
    const held = [];
    for (let i = 0; i < 4; i++) held.push(await openStream(server.url, cookie));
    const started = Date.now();
    expect((await completePriority(server.url, cookie, 1)).status).toBe(200);
    const first = await Promise.all(held.map((stream) => stream.next(isUpdate, 2_000)));
    expect(Date.now() - started).toBeLessThan(2_000);
    // The worker that wrote names the priority (after a reload, when the other worker wrote meanwhile);
    // the other learned only that the workspace changed.
    const later = await Promise.all(held.map((stream) => stream.next(isUpdate, 300).catch(() => null)));
    const updates = [...first, ...later.filter((e) => e !== null)].map((event) => JSON.parse(event.data) as LiveUpdate);
    expect(updates).toContainEqual({ kind: 'change', domain: 'Priority', id: 1 });
    expect(updates).toContainEqual({ kind: 'reload' });
  }, 90_000);
});

describe('live updates at shutdown', () => {
  it('an open stream ends as the server stops, which then exits long before its grace for busy connections', async () => {
    const server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: '0' });
    servers.push(server);
    await server.printed('Provana listening on');
    const cookie = await signInDemo(server.url);
    const held = await openStream(server.url, cookie);
    const started = Date.now();
    server.child.kill('SIGTERM');
    await held.ended;
    expect(await server.exited).toBe(0);
    // The grace for busy connections is 10 s: the stream did not hold the drain for it.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output()).not.toContain('were cut');
  }, 90_000);
});
