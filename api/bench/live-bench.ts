// Live-updates benchmark (not a timed test): BENCH_STREAMS (default 1,000) open change streams on
// one API process over loopback, all of the demo workspace.
// 1) the write path without listeners: BENCH_WRITES sequential PATCHes of a priority, each on the
//    keep-alive connection, timed from this process;
// 2) the server's resident memory before and after opening the streams: per open stream;
// 3) BENCH_ROUNDS writes, each timed until every stream has its hint: how many within 1 s (goal 99 %),
//    the median, 99th percentile and slowest;
// 4) the write path again, with every stream listening.
// The server runs src/server.ts through tsx over a fresh SQLite file (BENCH_DATABASE_URL=postgres://…
// for PostgreSQL), in its own process, so this process's stream parsing does not share its core.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPaths } from '@provana/contracts';
import { liveUpdatePaths } from '@provana/contracts/paths/live-updates';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/auth/accounts';
import { freePort } from '../test/support/pg-cluster';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
// One socket per stream: a stream holds its connection for as long as it is open.
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

function request(url: string, method: string, body: unknown, cookie = ''): Promise<{ status: number; setCookie: string | undefined }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, { method, agent, headers: { 'Content-Type': 'application/json', Cookie: cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie']?.[0] }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

interface Stream {
  /** When the first update after `since` arrived. */
  heardAt: number | null;
  since: number;
}

function openStream(url: string, cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { heardAt: null, since: Infinity };
    const req = http.get(url, { agent: streamAgent, headers: { Cookie: cookie } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      let first = true;
      res.on('data', (chunk: string) => {
        if (first) {
          first = false;
          resolve(stream);
        }
        if (stream.heardAt === null && chunk.includes('event: update')) {
          const now = performance.now();
          if (now >= stream.since) stream.heardAt = now;
        }
      });
    });
    req.on('error', reject);
  });
}

async function rssKb(pid: number): Promise<number> {
  const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function writeCost(base: string, cookie: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    const started = performance.now();
    const res = await request(`${base}${apiPaths.priority(1, 1 + (i % 5))}`, 'PATCH', { completed: true }, cookie);
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`a write answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  return `mean ${ms(times.reduce((a, b) => a + b, 0) / times.length)}, median ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-live-bench-'));
  const port = await freePort();
  const database = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATABASE_PATH: path.join(dir, 'bench.db') };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      ...database,
      PORT: String(port),
      HOST: '127.0.0.1',
      PROVANA_STATIC_ROOT: dir,
      LOG_LEVEL: 'warn',
      PROVANA_SIGNIN_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt++) {
      const up = await request(`${base}/healthz`, 'GET', undefined).catch(() => null);
      if (up?.status === 200) break;
      if (attempt > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const login = await request(`${base}${apiPaths.login}`, 'POST', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const cookie = (login.setCookie ?? '').split(';')[0]!;
    console.log(`Live updates, one API process (${database.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}), ${STREAMS} streams over loopback`);

    await writeCost(base, cookie); // warm-up
    console.log(`write path, no stream open (${WRITES} PATCHes): ${await writeCost(base, cookie)}`);

    const before = await rssKb(child.pid!);
    const streams: Stream[] = [];
    const opening = performance.now();
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Math.min(50, STREAMS - i);
      streams.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(`${base}${liveUpdatePaths.changes(1)}`, cookie)))));
    }
    console.log(`opened ${streams.length} streams in ${ms(performance.now() - opening)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await rssKb(child.pid!);
    console.log(
      `server memory: ${(before / 1024).toFixed(1)} MB → ${(after / 1024).toFixed(1)} MB, ${((after - before) / streams.length).toFixed(1)} KB per open stream`,
    );

    let within = 0;
    let total = 0;
    const all: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const since = performance.now();
      for (const stream of streams) {
        stream.heardAt = null;
        stream.since = since;
      }
      await request(`${base}${apiPaths.priority(1, 1 + (round % 5))}`, 'PATCH', { completed: true }, cookie);
      const deadline = since + 5_000;
      while (streams.some((s) => s.heardAt === null) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const stream of streams) {
        total += 1;
        const took = stream.heardAt === null ? Infinity : stream.heardAt - since;
        all.push(took);
        if (took <= 1_000) within += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    all.sort((a, b) => a - b);
    console.log(
      `a write reached ${within} of ${total} stream hints within 1 s (${((100 * within) / total).toFixed(2)} %, goal 99 %): median ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, slowest ${ms(all[all.length - 1]!)}`,
    );

    console.log(`write path, ${streams.length} streams listening (${WRITES} PATCHes): ${await writeCost(base, cookie)}`);
  } finally {
    child.kill('SIGKILL');
    streamAgent.destroy();
    agent.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
