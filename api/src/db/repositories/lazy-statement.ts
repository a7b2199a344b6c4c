import type Database from 'better-sqlite3';

/**
 * A statement prepared on first use, not when the repository is created: createRepositories also runs
 * over older schemas (the migration tests seed a version-1 database), where newer tables and columns
 * do not exist yet.
 */
export function lazyStatement<P extends unknown[] | object = unknown[], R = unknown>(db: Database.Database, sql: string) {
  let statement: Database.Statement<P, R> | undefined;
  return () => (statement ??= db.prepare<P, R>(sql));
}
