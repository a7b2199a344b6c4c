import type Database from 'better-sqlite3';

/**
 * A per-executive cache of one response (e.g. its encoded bytes), keyed by the database's write version and the
 * minute: any write (this connection's total_changes(), another connection's data_version) or the
 * next minute invalidates it, so it never serves data older than the last write.
 */
export function versionedCache<T>(db: Database.Database) {
  // Prepared once: db.pragma() would compile a statement on every request.
  const changes = db.prepare<[], number>('SELECT total_changes()').pluck();
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  const entries = new Map<number, { key: string; value: T }>();
  const versionKey = (now: Date) => {
    return `${changes.get() ?? 0}:${dataVersion.get() ?? 0}:${Math.floor(now.getTime() / 60_000)}`;
  };
  return {
    get(executiveId: number, now: Date, compute: () => T): T {
      const key = versionKey(now);
      const hit = entries.get(executiveId);
      if (hit && hit.key === key) return hit.value;
      const value = compute();
      entries.set(executiveId, { key, value });
      return value;
    },
  };
}
