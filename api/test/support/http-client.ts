// Plain HTTP from the tests that run the server in its own process: a sign-in, a GET over a chosen
// agent (to control which connection a request takes), and the server's request log.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { expect } from 'vitest';
import { apiPaths } from '@provana/contracts';

/** The demo account's session cookie (name=value). */
export async function signInDemo(url: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@provana.app', password: 'demo1234' }),
  });
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

/** GET over a given agent, resolving with the status or the error's code (ECONNRESET…). */
export function getStatus(url: string, agent: http.Agent, cookie = ''): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    // A request never answered is a failure to count, not a test that hangs.
    req.setTimeout(30_000, () => req.destroy(Object.assign(new Error('no answer within 30 s'), { code: 'NO_ANSWER' })));
  });
}

/**
 * `count` clients, each with its own keep-alive connection already open and used once (a connection
 * still waiting to be accepted is not a request in flight). Destroy them at the end.
 */
export async function openClients(url: string, count: number): Promise<http.Agent[]> {
  const agents = Array.from({ length: count }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  await Promise.all(agents.map((agent) => getStatus(`${url}/healthz`, agent)));
  return agents;
}

/** Every client sends one GET of `url`, and SIGTERM reaches the server just after: their statuses. */
export async function sigtermDuringRequests(child: ChildProcess, agents: http.Agent[], url: string, cookie: string): Promise<(number | string)[]> {
  const inFlight = agents.map((agent) => getStatus(url, agent, cookie));
  await new Promise((r) => setTimeout(r, 15));
  child.kill('SIGTERM');
  return Promise.all(inFlight);
}

/** The server's request log lines (pino JSON, one per request). */
export function requestLog(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((l) => l.includes('"msg":"request"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
