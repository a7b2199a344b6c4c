// The database away: a request that cannot reach it answers 503 with Retry-After and the API's JSON
// error, never a 500 or a hang, and the request log says why; once the database is back the same
// process serves again. On PostgreSQL the test stops and restarts its own server under writers; on
// SQLite another process holds the write lock past the busy timeout.
import { once } from 'node:events';
import { Writable } from 'node:stream';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createApp } from '../../src/app';
import { createBuiltInEngine } from '../../src/assistant/built-in';
import { connect, PG_CONNECTION_TIMEOUT_MS } from '../../src/db/connection';
import { databaseUnavailable } from '../../src/db/dialect/database-unavailable';
import { signInDemo } from '../support/http-client';
import { startPgCluster } from '../support/pg-cluster';
import { rows } from '../support/raw-sql';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { createPgDatabase, onPostgres, testServerUrl } from '../support/test-database';

/** Polls `condition` (a query the test cannot be told about) until it holds. */
async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await new Promise((r) => setTimeout(r, 20));
}

const UNAVAILABLE = { error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } };

let server: ServerProcess | undefined;
afterEach(() => server?.cleanUp());

/** The request log lines a server process wrote for a database out of reach. */
const unavailableLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.includes('"databaseUnavailable"'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a request the database cannot serve', () => {
  it('answers 503 with Retry-After and the JSON error, and logs a warning naming the reason', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) });
    // Nothing listens on port 1: the pool's first connection is refused.
    const db = connect({ url: 'postgres://postgres@127.0.0.1:1/provana' });
    const app = createApp({ db, engine: createBuiltInEngine(), logger: pino(sink) });
    const res = await app.request(apiPaths.login, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'demo@provana.app', password: 'demo1234' }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual(UNAVAILABLE);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({
      level: 40,
      status: 503,
      path: apiPaths.login,
      databaseUnavailable: 'connection refused (ECONNREFUSED)',
    });
    expect(lines.some((l) => l.msg === 'request failed')).toBe(false);
    await db.close();
  });
});

describe.runIf(!onPostgres)('SQLite locked by another process', () => {
  it('answers 503 once the busy timeout has passed, not 500, and takes the write once the lock is gone', async () => {
    server = await startServerProcess();
    const cookie = await signInDemo(server.url);
    const post = () =>
      fetch(`${server?.url}${apiPaths.priorities(1)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ task: 'while locked', urgency: 'low' }),
      });
    const file = 'DATABASE_PATH' in server.database ? server.database.DATABASE_PATH : '';
    // This test process holds the write lock (a transaction left open) for longer than the server waits.
    const holder = new SqliteDatabase(file);
    holder.exec('BEGIN IMMEDIATE');
    const locked = await post();
    holder.exec('ROLLBACK');
    holder.close();
    expect(locked.status).toBe(503);
    expect(locked.headers.get('retry-after')).toBe('5');
    expect(await locked.json()).toEqual(UNAVAILABLE);
    expect((await post()).status).toBe(201);
    expect(unavailableLines(server.output())).toEqual([
      expect.objectContaining({ status: 503, method: 'POST', databaseUnavailable: 'database locked (busy timeout)' }),
    ]);
  }, 60_000);
});

describe.runIf(onPostgres)('a PostgreSQL connection ended under a query', () => {
  it('fails that query and the process lives on: the pool drops the connection', async () => {
    const url = testServerUrl(await createPgDatabase());
    const db = connect({ url, poolSize: 1 });
    const admin = connect({ url, poolSize: 1 });
    if (db.dialect !== 'postgres') throw new Error('expected PostgreSQL');
    try {
      const removed = once(db.pool, 'remove');
      const query = sql`SELECT pg_sleep(30)`.execute(db.kysely).then(
        () => undefined,
        (error: unknown) => error,
      );
      await until(async () => (await rows(admin, "SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%'")).length > 0);
      // As a server restart or an administrator does: the backend ends, then its socket closes.
      await rows(admin, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%'");
      expect(databaseUnavailable(await query)).toBe('server shutting down (57P01)');
      // The socket's end reached the client (an 'error' there with no listener would have ended this process).
      await removed;
      expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db.kysely)).rows).toEqual([{ one: 1 }]);
      // When the end arrives with the server's last answer, the client is still held by the query:
      // its 'error' must find a listener there too.
      const held = await db.pool.connect();
      try {
        expect(() => held.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
      } finally {
        held.release(true);
      }
    } finally {
      await db.close();
      await admin.close();
    }
  });
});

describe.runIf(onPostgres)('PostgreSQL stopped and started again under writers', () => {
  it('answers 503 with Retry-After in the gap, loses no acknowledged write, and serves again without a restart', async () => {
    // Its own PostgreSQL: stopping the run's shared server would break every other test file.
    const cluster = await startPgCluster({ maxConnections: 50 });
    try {
      const url = await cluster.createDatabase('blip');
      server = await startServerProcess({ DATABASE_URL: url });
      const { url: base } = server;
      const cookie = await signInDemo(base);
      const acknowledged: string[] = [];
      const unavailable: { retryAfter: string | null; body: unknown }[] = [];
      const unexpected: string[] = [];
      let longestMs = 0;
      let running = true;
      // Wakes the test each time a writer's answer makes `condition` true.
      const waiting = new Set<{ condition: () => boolean; resolve: () => void }>();
      const until = (condition: () => boolean) => new Promise<void>((resolve) => (condition() ? resolve() : waiting.add({ condition, resolve })));
      const writer = async (n: number) => {
        for (let i = 0; running; i++) {
          const task = `blip-${n}-${i}`;
          const started = performance.now();
          try {
            const res = await fetch(`${base}${apiPaths.priorities(1)}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Cookie: cookie },
              body: JSON.stringify({ task, urgency: 'low' }),
            });
            const body: unknown = await res.json();
            if (res.status === 201) acknowledged.push(task);
            else if (res.status === 503) unavailable.push({ retryAfter: res.headers.get('retry-after'), body });
            else unexpected.push(`${res.status} ${JSON.stringify(body)}`);
          } catch (error) {
            unexpected.push(String(error));
          }
          longestMs = Math.max(longestMs, performance.now() - started);
          for (const w of waiting) {
            if (!w.condition()) continue;
            waiting.delete(w);
            w.resolve();
          }
        }
      };
      const writers = Array.from({ length: 8 }, (_, n) => writer(n));

      await until(() => acknowledged.length >= 40);
      cluster.stopServer();
      await until(() => unavailable.length >= 16);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      const beforeRestart = acknowledged.length;
      cluster.startServer();
      await until(() => acknowledged.length >= beforeRestart + 40);
      running = false;
      await Promise.all(writers);

      expect(unexpected).toEqual([]);
      for (const answer of unavailable) expect(answer).toEqual({ retryAfter: '5', body: UNAVAILABLE });
      // Bounded by the pool's connection timeout, never a hang.
      expect(longestMs).toBeLessThan(PG_CONNECTION_TIMEOUT_MS + 2_000);
      // The same process, serving again.
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      expect(server.output().split('Provana listening on').length - 1).toBe(1);
      expect(unavailableLines(server.output()).length).toBeGreaterThanOrEqual(16);

      const db = connect({ url });
      const stored = new Set((await rows<{ task: string }>(db, "SELECT task FROM priorities WHERE task LIKE 'blip-%'")).map((r) => r.task));
      await db.close();
      expect(acknowledged.filter((task) => !stored.has(task))).toEqual([]);
    } finally {
      server?.cleanUp();
      server = undefined;
      cluster.stop();
    }
  }, 120_000);
});
