// The change hub of one API process, with the relay its deployment needs: PostgreSQL → LISTEN/NOTIFY
// (other processes may share the database); SQLite with several server processes on this machine →
// the data versions; SQLite in one process → nothing beyond the hub.
import type { Logger } from 'pino';
import type { Db } from '../db/connection';
import { createChangeHub, type ChangeHub, type ChangeRelay } from './change-hub';
import { postgresRelay } from './postgres-relay';
import { sqliteVersionRelay } from './sqlite-version-relay';

export interface ProcessChangeHubOptions {
  db: Db;
  /** The PostgreSQL connection string (DATABASE_URL), when that is the database. */
  databaseUrl?: string | undefined;
  /** Whether other server processes share this SQLite file (PROVANA_WORKERS > 1). */
  sharedSqlite: boolean;
  logger?: Logger;
}

export function processChangeHub({ db, databaseUrl, sharedSqlite, logger }: ProcessChangeHubOptions): ChangeHub {
  let relay: ChangeRelay | null = null;
  if (db.dialect === 'postgres' && databaseUrl) relay = postgresRelay({ url: databaseUrl, pool: db.pool, ...(logger ? { logger } : {}) });
  else if (db.dialect === 'sqlite' && sharedSqlite) relay = sqliteVersionRelay({ sqlite: db.sqlite, ...(logger ? { logger } : {}) });
  return createChangeHub({ relay });
}
