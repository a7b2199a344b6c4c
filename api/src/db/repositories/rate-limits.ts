// Per-client attempt counters (fixed windows) in the database, so every API process counts the same attempts.
import { sql } from 'kysely';
import type { Conn } from './conn';

export interface RateLimitRule {
  /** Attempts allowed per window (at least 1). */
  limit: number;
  windowMs: number;
}

/** The outcome of one attempt: allowed, or refused until resetAt (epoch ms). */
export interface RateLimitHit {
  allowed: boolean;
  count: number;
  resetAt: number;
}

export function rateLimitsRepository({ db }: Conn) {
  return {
    /** Counts one attempt by `client` in `bucket` under `rule`, unless the window's limit is reached. */
    hit: async (bucket: string, client: string, rule: RateLimitRule, nowMs: number): Promise<RateLimitHit> => {
      // One atomic statement per attempt: a new or expired window starts at 1; a running one counts up
      // only while under the limit. A refused attempt updates nothing, so RETURNING yields no row and a
      // flood of refused attempts does not write. Concurrent attempts (any process) serialise on the row.
      const expired = sql<boolean>`rate_limits.reset_at <= ${nowMs}`;
      const counted = await db
        .insertInto('rate_limits')
        .values({ bucket, client, count: 1, reset_at: nowMs + rule.windowMs })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'client'])
            .doUpdateSet({
              count: sql<number>`CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END`,
              reset_at: sql<number>`CASE WHEN ${expired} THEN excluded.reset_at ELSE rate_limits.reset_at END`,
            })
            .where((eb) => eb.or([eb('rate_limits.reset_at', '<=', nowMs), eb('rate_limits.count', '<', rule.limit)])),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirst();
      if (counted) return { allowed: true, count: counted.count, resetAt: counted.reset_at };
      // Refused: only the window's end is needed (for Retry-After), so a plain read after the statement will do.
      const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('bucket', '=', bucket).where('client', '=', client).executeTakeFirst();
      return { allowed: false, count: row?.count ?? rule.limit, resetAt: row?.reset_at ?? nowMs + rule.windowMs };
    },
    /** Drops windows that ended at or before nowMs; returns how many. */
    pruneExpired: async (nowMs: number): Promise<number> => {
      const result = await db.deleteFrom('rate_limits').where('reset_at', '<=', nowMs).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
