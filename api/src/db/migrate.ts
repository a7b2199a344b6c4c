import type Database from 'better-sqlite3';
import { migrations as defaultMigrations } from './migrations';

/**
 * Applies every pending migration in one transaction, tracked by PRAGMA user_version.
 * A database written by newer code is refused rather than silently misread.
 */
export function migrate(db: Database.Database, migrations: readonly string[] = defaultMigrations): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.length;
  if (current > latest) {
    throw new Error(
      `Database schema version ${current} is newer than this code supports (${latest}). ` +
        'Upgrade the application or use another DATABASE_PATH.',
    );
  }
  if (current === latest) return latest;
  db.transaction(() => {
    for (let v = current; v < latest; v++) db.exec(migrations[v] ?? '');
    db.pragma(`user_version = ${latest}`);
  })();
  return latest;
}
