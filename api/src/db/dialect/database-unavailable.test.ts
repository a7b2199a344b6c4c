// The errors the drivers really throw when the database is out of reach, and errors that only look
// alike, through databaseUnavailable().
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../connection';
import { databaseUnavailable } from './database-unavailable';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** What a query over `db` throws. */
async function failureOf(url: string, connectionTimeoutMs?: number): Promise<unknown> {
  const db = connect({ url, ...(connectionTimeoutMs ? { connectionTimeoutMs } : {}) });
  try {
    await sql`SELECT 1`.execute(db.kysely);
    return undefined;
  } catch (error) {
    return error;
  } finally {
    await db.close().catch(() => undefined);
  }
}

describe('databaseUnavailable', () => {
  it('names a PostgreSQL that refuses connections', async () => {
    const refusing = net.createServer();
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const { port } = refusing.address() as net.AddressInfo;
    await new Promise((resolve) => refusing.close(resolve));
    expect(databaseUnavailable(await failureOf(`postgres://postgres@127.0.0.1:${port}/x`))).toBe('connection refused (ECONNREFUSED)');
  });

  it('names a connection that cannot open within the pool timeout, instead of waiting on', async () => {
    // Accepts and never answers, like a server that hangs or a network that drops packets.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    const error = await failureOf(`postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`, 200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(databaseUnavailable(error)).toBe('connection timed out');
    silent.close();
  });

  it("names PostgreSQL's own answers for a server going away, and pg's words for a lost connection", () => {
    const pgError = (code: string) => Object.assign(new Error('server message'), { code });
    expect(databaseUnavailable(pgError('57P01'))).toBe('server shutting down (57P01)');
    expect(databaseUnavailable(pgError('57P03'))).toBe('server not accepting connections yet (57P03)');
    expect(databaseUnavailable(pgError('08006'))).toBe('connection exception (08006)');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('connection lost');
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('pool timeout');
    expect(databaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe('connection lost');
  });

  it('names a SQLite database locked by another writer past the busy timeout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-busy-'));
    dirs.push(dir);
    const file = path.join(dir, 'db.sqlite');
    const holder = new SqliteDatabase(file);
    holder.pragma('journal_mode = WAL');
    holder.exec('CREATE TABLE t (x INTEGER)');
    holder.exec('BEGIN IMMEDIATE');
    const other = new SqliteDatabase(file);
    other.pragma('busy_timeout = 50');
    let error: unknown;
    try {
      other.exec('INSERT INTO t VALUES (1)');
    } catch (caught) {
      error = caught;
    }
    holder.exec('ROLLBACK');
    holder.close();
    other.close();
    expect(databaseUnavailable(error)).toBe('database locked (busy timeout)');
  });

  it('leaves every other error alone: a constraint, a bad query, a failed fetch, a file not found', () => {
    expect(databaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBeUndefined();
    expect(databaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBeUndefined();
    expect(databaseUnavailable(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBeUndefined();
    // fetch() wraps the socket's error: a calendar feed or model server that refuses is not the database.
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBeUndefined();
    expect(databaseUnavailable(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBeUndefined();
    expect(databaseUnavailable('ECONNREFUSED')).toBeUndefined();
  });
});
