// API benchmark, one run: the real server in its own process (as deployed) on SQLite and on a
// throwaway PostgreSQL, beside a bare Hono app, each loaded from this process over loopback.
// 1) GET the daily brief (the dashboard's first and dearest request), 50 connections;
// 2) the workload users produce: complete a task, then read the brief (each connection alternates);
// 1) and 2) with one server process, then one per core (PROVANA_WORKERS);
// 3) SQLite only: a one-month calendar-events request with 1,000 vs 1,000,000 events stored.
// BENCH_DURATION (s, default 5) per load; BENCH_CONNECTIONS (default 50); BENCH_CALENDAR=0 skips 3).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/auth/accounts';
import { firstOfMonth, lastOfMonth, toIsoDate } from '@provana/dates';
import { freePort, startPgCluster } from '../test/support/pg-cluster';
import { fillEvents, medianMs } from './calendar-scaling';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Server {
  url: string;
  stop: () => Promise<void>;
}

async function waitFor(url: string, child: ChildProcess) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

async function startProcess(args: string[], readyPath: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  // node itself (with tsx's loader for TypeScript), so SIGTERM reaches the server (the tsx CLI would add a second process).
  const nodeArgs = args[0]?.endsWith('.ts') ? ['--import', 'tsx', ...args] : args;
  // No drain delay when stopped: nothing routes around these servers, and each stop would wait for it.
  const child = spawn(process.execPath, [...nodeArgs, String(port)], {
    cwd: API_ROOT,
    env: { ...process.env, PROVANA_SHUTDOWN_DELAY_MS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${readyPath}`, child);
  return { url, stop: () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))) };
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}${apiPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD, rememberMe: true }),
  });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!res.ok || !cookie) throw new Error(`demo sign-in failed: ${res.status}`);
  return cookie;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  /** Mean bytes per response, headers included. */
  bytes: number;
}

async function load(url: string, options: { cookie?: string; requests?: Request[]; acceptEncoding?: string } = {}): Promise<Figures> {
  const headers: Record<string, string> = {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}),
  };
  const base = { url, connections: CONNECTIONS, headers, ...(options.requests ? { requests: options.requests } : {}) };
  await autocannon({ ...base, duration: 1 }); // warm-up (JIT, statement caches)
  const result = await autocannon({ ...base, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

const row = (label: string, f: Figures) =>
  `${label.padEnd(66)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   ${(f.bytes / 1024).toFixed(1).padStart(5)} KB/response`;

/** Complete (or reopen) task 1, then read the brief: what the client does after "Done". */
const writeThenRead = (cookie: string): Request[] => [
  { method: 'PATCH', path: apiPaths.priority(1, 1), headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ completed: true }) },
  { method: 'GET', path: apiPaths.dailyBrief(1), headers: { cookie } },
];

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-bench-'));
  // The API as deployed: the built bundle (npm start runs the same file).
  execFileSync(process.execPath, ['build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
  const cluster = await startPgCluster();
  const servers: Server[] = [];
  try {
    console.log(`${CONNECTIONS} connections, ${DURATION_S} s per load after 1 s of warm-up; servers in their own processes on 127.0.0.1`);
    const bare = await startProcess(['bench/bare-hono.ts'], '/json');
    servers.push(bare);
    console.log(row('bare Hono: GET /json', await load(`${bare.url}/json`)));
    await bare.stop();

    const databases = [
      { name: 'SQLite', env: { DATABASE_PATH: path.join(dir, 'bench.db') } },
      { name: 'PostgreSQL', env: { DATABASE_URL: await cluster.createDatabase('bench') } },
    ];
    // One process (the default), then one per core (PROVANA_WORKERS=auto, http/workers.ts).
    const workers = os.availableParallelism();
    for (const { name, env } of databases) {
      for (const processes of [1, workers]) {
        const label = processes === 1 ? name : `${name}, ${processes} processes`;
        const api = await startProcess(['dist/server.mjs'], '/api/health', {
          ...env,
          PROVANA_WORKERS: String(processes),
          PROVANA_STATIC_ROOT: dir,
          PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000',
        });
        servers.push(api);
        // Every worker up before the load: the first answers /api/health while the others still start.
        await new Promise((r) => setTimeout(r, processes === 1 ? 0 : 3_000));
        const cookie = await signIn(api.url);
        if (processes === 1) console.log(row(`${label}: GET /api/health`, await load(`${api.url}/api/health`)));
        console.log(row(`${label}: GET daily brief`, await load(`${api.url}${apiPaths.dailyBrief(1)}`, { cookie })));
        console.log(row(`${label}: complete a task, then GET the brief (both)`, await load(api.url, { requests: writeThenRead(cookie) })));
        await api.stop();
      }
    }

    // API JSON compression both ways (PROVANA_COMPRESS_API), on SQLite, with a browser's Accept-Encoding.
    const gzipOn = await startProcess(['dist/server.mjs'], '/api/health', {
      DATABASE_PATH: path.join(dir, 'bench.db'),
      PROVANA_STATIC_ROOT: dir,
      PROVANA_COMPRESS_API: 'true',
      PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000',
    });
    servers.push(gzipOn);
    const gzipCookie = await signIn(gzipOn.url);
    console.log(
      row(
        'SQLite, API gzip on: GET daily brief',
        await load(`${gzipOn.url}${apiPaths.dailyBrief(1)}`, { cookie: gzipCookie, acceptEncoding: 'gzip, deflate, br' }),
      ),
    );
    console.log(
      row(
        'SQLite, API gzip on: complete a task, then GET the brief',
        await load(gzipOn.url, {
          requests: writeThenRead(gzipCookie).map((r) => ({ ...r, headers: { ...r.headers, 'accept-encoding': 'gzip, deflate, br' } })),
        }),
      ),
    );
    await gzipOn.stop();

    if (process.env.BENCH_CALENDAR !== '0') {
      const now = new Date();
      const monthPath = `${apiPaths.calendarEvents(1)}?from=${firstOfMonth(toIsoDate(now))}&to=${lastOfMonth(toIsoDate(now))}`;
      const timings: number[] = [];
      for (const total of [1_000, 1_000_000]) {
        const started = Date.now();
        await fillEvents({ file: path.join(dir, 'bench.db') }, total);
        const api = await startProcess(['dist/server.mjs'], '/api/health', { DATABASE_PATH: path.join(dir, 'bench.db'), PROVANA_STATIC_ROOT: dir });
        servers.push(api);
        const ms = await medianMs(`${api.url}${monthPath}`, await signIn(api.url));
        timings.push(ms);
        console.log(
          `SQLite: one-month calendar-events with ${new Intl.NumberFormat('en-US').format(total).padStart(9)} events stored (filled in ${((Date.now() - started) / 1000).toFixed(1)} s): median ${ms.toFixed(2)} ms`,
        );
        await api.stop();
      }
      console.log(`1,000,000 / 1,000 events time ratio: ${((timings[1] ?? NaN) / (timings[0] ?? NaN)).toFixed(2)} (goal <= 2)`);
    }
  } finally {
    for (const server of servers) await server.stop();
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
