// Applies every pending migration in one transaction; the version lives in the schema_version table
// on both databases. On PostgreSQL the transaction first takes an advisory lock, so API processes
// starting together queue up and only the first migrates. A database written by newer code is refused
// rather than silently misread.
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import type { Db } from './connection';
import { migrations as defaultMigrations, type Migration } from './migrations';

/** Any constant both sides agree on: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_461_021;

const VERSION_TABLE = 'CREATE TABLE IF NOT EXISTS schema_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)';

export class SchemaTooNewError extends Error {
  constructor(current: number, latest: number) {
    super(`Database schema version ${current} is newer than this code supports (${latest}). Upgrade the application or use another database.`);
  }
}

function checkVersion(current: number, latest: number) {
  if (current > latest) throw new SchemaTooNewError(current, latest);
}

/** Brings the database to the latest version; returns it. */
export async function migrate(db: Db, list: readonly Migration[] = defaultMigrations): Promise<number> {
  return db.dialect === 'sqlite' ? migrateSqlite(db.sqlite, list) : migratePostgres(db.pool, list);
}

function migrateSqlite(sqlite: SqliteDatabase.Database, list: readonly Migration[]): number {
  const latest = list.length;
  // IMMEDIATE: a second process waits for the write lock (busy_timeout) instead of failing mid-way.
  sqlite
    .transaction(() => {
      sqlite.exec(VERSION_TABLE);
      const row = sqlite.prepare<[], { version: number }>('SELECT version FROM schema_version WHERE id = 1').get();
      // Databases made before the table existed kept their version in PRAGMA user_version.
      const current = row?.version ?? (sqlite.pragma('user_version', { simple: true }) as number);
      checkVersion(current, latest);
      for (let v = current; v < latest; v++) sqlite.exec(list[v]?.sqlite ?? '');
      sqlite.prepare('INSERT INTO schema_version (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version').run(latest);
    })
    .immediate();
  return latest;
}

async function migratePostgres(pool: pg.Pool, list: readonly Migration[]): Promise<number> {
  const latest = list.length;
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(VERSION_TABLE);
    const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_version WHERE id = 1');
    const current = rows[0]?.version ?? 0;
    checkVersion(current, latest);
    // Without parameters pg sends a simple query, so one migration may hold many statements.
    for (let v = current; v < latest; v++) await client.query(list[v]?.postgres ?? '');
    await client.query('INSERT INTO schema_version (id, version) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET version = excluded.version', [latest]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return latest;
}

/** The version a database is at (0 for an empty one), without changing it. */
export async function schemaVersion(db: Db): Promise<number> {
  if (db.dialect === 'sqlite') {
    const hasTable = db.sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'").get();
    if (!hasTable) return db.sqlite.pragma('user_version', { simple: true }) as number;
    return db.sqlite.prepare<[], { version: number }>('SELECT version FROM schema_version WHERE id = 1').get()?.version ?? 0;
  }
  const exists = await db.pool.query("SELECT to_regclass('schema_version') IS NOT NULL AS present");
  if (!exists.rows[0]?.present) return 0;
  const { rows } = await db.pool.query<{ version: number }>('SELECT version FROM schema_version WHERE id = 1');
  return rows[0]?.version ?? 0;
}
