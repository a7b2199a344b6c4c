// What a repository is built over: the Kysely instance (the database, or one open transaction) and
// the dialect, for the few helpers that differ between SQLite and PostgreSQL (see ../dialect/).
import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';
import type { Schema } from '../schema';

export interface Conn {
  db: Kysely<Schema>;
  dialect: DialectName;
  /** TRANSITIONAL (removed when every repository is on Kysely): the raw SQLite handle. */
  sqlite?: SqliteDatabase.Database;
}

/** TRANSITIONAL: the raw handle for repositories not yet on Kysely (SQLite only). */
export function legacySqlite(conn: Conn): SqliteDatabase.Database {
  if (!conn.sqlite) throw new Error('This repository still needs SQLite');
  return conn.sqlite;
}
