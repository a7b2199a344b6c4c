import type Database from 'better-sqlite3';

/**
 * A per-executive cache of one serialized response, keyed by the database's write version and the
 * minute: any write (this connection's total_changes(), another connection's data_version) or the
 * next minute invalidates it, so it never serves data older than the last write.
 */
export function versionedCache(db: Database.Database) {
  const changes = db.prepare<[], { n: number }>('SELECT total_changes() AS n');
  const entries = new Map<number, { key: string; value: string }>();
  const versionKey = (now: Date) => {
    const dataVersion = db.pragma('data_version', { simple: true }) as number;
    return `${changes.get()?.n ?? 0}:${dataVersion}:${Math.floor(now.getTime() / 60_000)}`;
  };
  return {
    get(executiveId: number, now: Date, compute: () => string): string {
      const key = versionKey(now);
      const hit = entries.get(executiveId);
      if (hit && hit.key === key) return hit.value;
      const value = compute();
      entries.set(executiveId, { key, value });
      return value;
    },
  };
}
