// Opens the one database the API runs over: SQLite (better-sqlite3, the embedded default) or
// PostgreSQL (pg pool, DATABASE_URL=postgres://…), both behind one Kysely instance, and migrates it.
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './dialect/pg-named-statements';
import { migrate } from './migrate';
import type { Schema } from './schema';

export type DialectName = 'sqlite' | 'postgres';

interface DbBase {
  kysely: Kysely<Schema>;
  close: () => Promise<void>;
}
/** The driver handle sits beside Kysely for the few things Kysely does not do: multi-statement migration scripts. */
export type Db = DbBase & ({ dialect: 'sqlite'; sqlite: SqliteDatabase.Database } | { dialect: 'postgres'; pool: pg.Pool });

export type DatabaseConfig =
  | { url: string; poolSize?: number; idleTimeoutMs?: number; connectionTimeoutMs?: number }
  /** A SQLite file, or ':memory:'; with `image`, a copy in memory of a serialized database (tests copy one migrated database). */
  | { file: string; image?: Buffer };

/**
 * How long a query may wait for a pooled connection (all busy) or for a new one to open: past it the
 * request answers 503 instead of hanging while PostgreSQL is unreachable.
 */
export const PG_CONNECTION_TIMEOUT_MS = 5_000;

// int8 (COUNT, epoch-ms columns) and numeric (SUM of int8) as JS numbers: every value we store fits in
// 2^53, and the repositories then read the same types on both databases.
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Distinct statements kept prepared; the repositories run a few dozen shapes. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SQLite dialect sees it, with each distinct statement prepared once:
 * Kysely prepares every query anew, which cost about as much as running the brief's queries.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        // Oldest first out: dynamic shapes (IN lists of varying length) cannot grow it without bound.
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value ?? '');
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Opens the database without migrating it (migration tests, the copy script). */
export function connect(config: DatabaseConfig): Db {
  if ('url' in config) {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      idleTimeoutMillis: config.idleTimeoutMs ?? 10_000,
      connectionTimeoutMillis: config.connectionTimeoutMs ?? PG_CONNECTION_TIMEOUT_MS,
      types: pgTypes,
    });
    let closing = false;
    // An idle connection the server ends (restart, failover, an administrator) must not crash the
    // process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      if (!closing) console.error(`[db] PostgreSQL connection lost: ${error.message}`);
    });
    // Lost while a request holds it (the server stopped mid-query), a connection emits 'error' on the
    // client, where the pool does not listen: unhandled, that would end the process. The request's query
    // has failed already (503, db/dialect/database-unavailable.ts) and the pool drops the client on release.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const kysely = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) as unknown as pg.Pool }) });
    // Kysely ends the pool only if it used it; migrations may have used it alone.
    const close = async () => {
      closing = true;
      await kysely.destroy();
      if (!pool.ended) await pool.end();
    };
    return { dialect: 'postgres', kysely, pool, close };
  }
  const { file, image } = config;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(image ?? file);
  if (file !== ':memory:') sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  // Kysely closes the handle only if it used it; migrations may have used it alone.
  const close = async () => {
    await kysely.destroy();
    if (sqlite.open) sqlite.close();
  };
  return { dialect: 'sqlite', kysely, sqlite, close };
}

/** Opens and migrates: the API's start-up. */
export async function openDatabase(config: DatabaseConfig): Promise<Db> {
  const db = connect(config);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** The configuration the environment names: DATABASE_URL (PostgreSQL) wins over the SQLite file. */
export function databaseConfigFromEnv(env: { DATABASE_URL?: string | undefined; DATABASE_POOL_SIZE: number; databaseFile: string }): DatabaseConfig {
  return env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { file: env.databaseFile };
}
