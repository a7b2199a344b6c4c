// The server as operators run it (its own process): probes for load balancers, a shutdown that lets the
// requests in flight finish, and a request log with no secrets in it.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import { getStatus, openClients, requestLog, sigtermDuringRequests, signInDemo } from '../support/http-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';

let server: ServerProcess | undefined;
afterEach(() => server?.cleanUp());

describe('the server process', () => {
  it('answers the probes: /healthz up, /readyz ready, both without a session', async () => {
    server = await startServerProcess();
    const healthz = await fetch(`${server.url}/healthz`);
    expect(healthz.status).toBe(200);
    expect(await healthz.json()).toEqual({ ok: true });
    const readyz = await fetch(`${server.url}/readyz`);
    expect(readyz.status).toBe(200);
    expect(await readyz.json()).toEqual({ ready: true });
  });

  it('keeps an idle connection open longer than a load balancer or client does (the client closes it, never the server mid-request)', async () => {
    server = await startServerProcess();
    const agent = new http.Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      http
        .get(`${server?.url}/healthz`, { agent }, (res) => {
          res.resume();
          resolve(res.headers['keep-alive'] as string | undefined);
        })
        .on('error', reject);
    });
    agent.destroy();
    expect(keepAlive).toBe('timeout=65');
  });

  it('on SIGTERM finishes every request in flight, then exits 0', async () => {
    // No drain delay: the requests already sent are answered even when it stops accepting at once.
    server = await startServerProcess({ PROVANA_SHUTDOWN_DELAY_MS: '0' });
    const cookie = await signInDemo(server.url);
    // 60 clients, each with its connection open before the signal, each sending one request just before it.
    const agents = await openClients(server.url, 60);
    expect(await sigtermDuringRequests(server.child, agents, `${server.url}${apiPaths.dailyBrief(1)}`, cookie)).toEqual(Array(60).fill(200));
    expect(await server.exited).toBe(0);
    // Stopped accepting: a new connection is refused.
    expect(await getStatus(`${server.url}/healthz`, new http.Agent())).toBe('ECONNREFUSED');
    for (const agent of agents) agent.destroy();
  });

  it('logs one JSON line per request with its id, and never a password, cookie, feed token or audio', async () => {
    server = await startServerProcess({ LOG_LEVEL: 'info' });
    const password = 'Zebra-Secret-91';
    const signup = await fetch(`${server.url}${apiPaths.signup}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'log.check@example.com', password }),
    });
    expect(signup.status).toBe(201);
    const { user } = (await signup.json()) as { user: { executiveId: number } };
    const signin = await fetch(`${server.url}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'log.check@example.com', password }),
    });
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const id = user.executiveId;
    const feed = await fetch(`${server.url}${calendarPaths.calendarFeed(id)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: '{}',
    });
    expect(feed.status).toBe(201);
    const { path: feedPath } = (await feed.json()) as { path: string };
    const token =
      feedPath
        .split('/')
        .pop()
        ?.replace(/\.ics$/, '') ?? '';
    expect(token.length).toBeGreaterThan(20);
    expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
    const audio = Buffer.from('RIFF----WAVEfmt AUDIO-MARKER-7f3a9');
    const recordings = (await (await fetch(`${server.url}${apiPaths.voiceRecordings(id)}`, { headers: { Cookie: cookie } })).json()) as { id: number }[];
    const recordingId = recordings[0]?.id ?? 0;
    const upload = await fetch(`${server.url}${apiPaths.voiceRecordingAudio(id, recordingId)}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'audio/wav', Cookie: cookie },
      body: audio,
    });
    expect(upload.status).toBe(200);
    const requestId = upload.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));

    const log = server.output();
    for (const secret of [password, cookie.split('=')[1] ?? 'no cookie', token, 'AUDIO-MARKER-7f3a9', 'demo1234']) expect(log).not.toContain(secret);
    const lines = requestLog(log);
    expect(lines.find((l) => l.reqId === requestId)).toMatchObject({
      method: 'PUT',
      path: apiPaths.voiceRecordingAudio(id, recordingId),
      status: 200,
      level: 30,
    });
    expect(lines.find((l) => String(l.path).startsWith('/api/calendar-feeds/'))).toMatchObject({ path: '/api/calendar-feeds/[token].ics', status: 200 });
    expect(lines.find((l) => l.path === apiPaths.login)).toMatchObject({ method: 'POST', status: 200 });
  });
});
