// Shutdown and rolling-restart benchmark (not a timed test): how many requests a deploy fails.
// 1) SIGTERM while 60 requests start, each on a new connection, at that moment (BENCH_REPETITIONS,
//    default 20, fresh server each time), with the default drain delay and with
//    PROVANA_SHUTDOWN_DELAY_MS=0;
// 2) PROVANA_WORKERS=2 under steady load (BENCH_CLIENTS loops, half on new connections, half on
//    keep-alive ones): SIGHUP (BENCH_RESTARTS times), each a rolling restart; then SIGTERM.
// Prints the failures (goal 0). The server is the built bundle (as deployed; BENCH_FROM_SOURCE=1
// runs src/server.ts through tsx instead) over SQLite.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/auth/accounts';
import { freePort } from '../test/support/pg-cluster';
import { steadyLoad } from '../test/support/steady-load';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 20);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const RESTARTS = Number(process.env.BENCH_RESTARTS ?? 3);
const FROM_SOURCE = process.env.BENCH_FROM_SOURCE === '1';

interface Running {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Resolves once the server's output has contained `text` `times` times (counting from the start). */
  saw: (text: string, times?: number) => Promise<void>;
}

async function start(dir: string, env: NodeJS.ProcessEnv): Promise<Running> {
  const port = await freePort();
  const entry = FROM_SOURCE ? ['--import', 'tsx', 'src/server.ts'] : ['dist/server.mjs'];
  const child = spawn(process.execPath, entry, {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_PATH: path.join(dir, 'bench.db'),
      PROVANA_STATIC_ROOT: dir,
      PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Counted, not kept: under load the request log is long.
  const counts = new Map<string, number>();
  const waiting: { text: string; times: number; done: () => void }[] = [];
  const watched = ['Provana listening on', 'rolling restart done', 'stopped accepting'];
  let tail = '';
  let recent = '';
  const scan = (chunk: Buffer) => {
    recent = (recent + chunk.toString()).slice(-4000);
    const text = tail + chunk.toString();
    const lines = text.split('\n');
    tail = lines.pop() ?? '';
    for (const line of lines) {
      for (const marker of watched) if (line.includes(marker)) counts.set(marker, (counts.get(marker) ?? 0) + 1);
      if (/"level":(50|60)/.test(line) || line.startsWith('Error')) console.error(`  server: ${line.slice(0, 300)}`);
    }
    for (const w of [...waiting]) {
      if ((counts.get(w.text) ?? 0) < w.times) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.done();
    }
  };
  child.stdout?.on('data', scan);
  child.stderr?.on('data', scan);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const saw = (text: string, times = 1) =>
    new Promise<void>((done, fail) => {
      if (!watched.includes(text)) watched.push(text);
      if ((counts.get(text) ?? 0) >= times) return done();
      waiting.push({ text, times, done });
      void exited.then((code) => fail(new Error(`server exited (${code}) before printing "${text}" ×${times}`)));
    });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 50))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not become ready (exit ${child.exitCode}):\n${recent}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
  }
  return { url, child, exited, saw };
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

/** One GET; resolves with the status, or the error's code (ECONNRESET, ECONNREFUSED…). */
function get(url: string, agent: http.Agent, cookie: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

/** Outcomes by status or error code, e.g. "200 ×58, ECONNRESET ×2". */
const tally = (outcomes: (number | string)[]) => {
  const counts = new Map<number | string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return [...counts].map(([o, n]) => `${o} ×${n}`).join(', ');
};
const failuresOf = (outcomes: (number | string)[]) => outcomes.filter((o) => o !== 200).length;

async function sigtermWithFreshRequests(dir: string, delayMs: string | undefined) {
  const label = delayMs === undefined ? 'default drain delay' : `PROVANA_SHUTDOWN_DELAY_MS=${delayMs}`;
  const all: (number | string)[] = [];
  const stops: number[] = [];
  let failedRuns = 0;
  let cookie = '';
  for (let i = 0; i < REPETITIONS; i++) {
    const server = await start(dir, delayMs === undefined ? {} : { PROVANA_SHUTDOWN_DELAY_MS: delayMs });
    cookie ||= await signIn(server.url);
    const brief = `${server.url}${apiPaths.dailyBrief(1)}`;
    // Started in the same tick as the signal, each on its own new connection.
    const requests = Array.from({ length: REQUESTS }, () => get(brief, new http.Agent({ keepAlive: false }), cookie));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(requests);
    const code = await server.exited;
    stops.push(performance.now() - signalled);
    all.push(...outcomes);
    if (failuresOf(outcomes) > 0 || code !== 0) failedRuns += 1;
    process.stdout.write(`  run ${String(i + 1).padStart(2)}: ${tally(outcomes)}; exit ${code}\n`);
  }
  stops.sort((a, b) => a - b);
  console.log(
    `SIGTERM, ${label}: ${REPETITIONS} runs × ${REQUESTS} requests on new connections: ${failuresOf(all)} failed (${tally(all)}); ` +
      `runs with a failure or a non-zero exit: ${failedRuns}; signal to exit median ${(stops[Math.floor(stops.length / 2)] ?? 0).toFixed(0)} ms`,
  );
}

async function rollingRestartUnderLoad(dir: string) {
  const server = await start(dir, { PROVANA_WORKERS: '2' });
  await server.saw('Provana listening on', 2);
  const cookie = await signIn(server.url);
  const load = steadyLoad(`${server.url}${apiPaths.dailyBrief(1)}`, cookie, CLIENTS);
  await load.reached(500);
  for (let r = 1; r <= RESTARTS; r++) {
    const before = load.outcomes.length;
    const started = performance.now();
    server.child.kill('SIGHUP');
    await server.saw('rolling restart done', r);
    const ms = performance.now() - started;
    await load.reached(load.outcomes.length + 500);
    const during = load.outcomes.slice(before);
    console.log(
      `  SIGHUP ${r}: rolling restart of 2 workers in ${(ms / 1000).toFixed(1)} s; ${during.length} requests meanwhile and just after: ${tally(during)}`,
    );
  }
  const outcomes = await load.stop();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  console.log(
    `Rolling restarts (SIGHUP, PROVANA_WORKERS=2) under ${CLIENTS} steady clients (half on new connections, half keep-alive): ` +
      `${RESTARTS} restarts, ${outcomes.length} requests, ${failuresOf(outcomes)} failed (${tally(outcomes)}); primary exit ${code} on SIGTERM`,
  );
}

async function main() {
  if (!FROM_SOURCE) execFileSync(process.execPath, ['build.mjs'], { cwd: API_ROOT, stdio: 'inherit' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-bench-shutdown-'));
  try {
    console.log(`Server: ${FROM_SOURCE ? 'src/server.ts through tsx' : 'dist/server.mjs'} over SQLite, on 127.0.0.1; ${os.availableParallelism()} cores`);
    const only = process.env.BENCH_ONLY;
    if (!only || only === 'sigterm') {
      await sigtermWithFreshRequests(dir, undefined);
      await sigtermWithFreshRequests(dir, '0');
    }
    if (!only || only === 'restart') await rollingRestartUnderLoad(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
