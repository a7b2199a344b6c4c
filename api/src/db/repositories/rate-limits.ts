import type Database from 'better-sqlite3';

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

interface HitParams {
  bucket: string;
  client: string;
  now: number;
  resetAt: number;
  limit: number;
}

export function rateLimitsRepository(db: Database.Database) {
  // Prepared on first use, not here: createRepositories also runs over older schemas (migration tests).
  let statements: ReturnType<typeof prepare> | undefined;
  const prepared = () => (statements ??= prepare(db));

  const record = (bucket: string, client: string, rule: RateLimitRule, nowMs: number): RateLimitHit => {
    const { hit, current } = prepared();
    const counted = hit.get({ bucket, client, now: nowMs, resetAt: nowMs + rule.windowMs, limit: rule.limit });
    if (counted) return { allowed: true, count: counted.count, resetAt: counted.reset_at };
    // Refused: only the window's end is needed (for Retry-After), so a plain read after the statement will do.
    const row = current.get(bucket, client);
    return { allowed: false, count: row?.count ?? rule.limit, resetAt: row?.reset_at ?? nowMs + rule.windowMs };
  };

  return {
    /** Counts one attempt by `client` in `bucket` under `rule`, unless the window's limit is reached. */
    hit: (bucket: string, client: string, rule: RateLimitRule, nowMs: number): RateLimitHit => record(bucket, client, rule, nowMs),
    /** Drops windows that ended at or before nowMs; returns how many. */
    pruneExpired: (nowMs: number): number => prepared().prune.run(nowMs).changes,
  };
}

function prepare(db: Database.Database) {
  return {
    // One atomic statement per attempt: a new or expired window starts at 1; a running one counts up
    // only while under the limit. A refused attempt updates nothing, so RETURNING yields no row and a
    // flood of refused attempts does not write. Concurrent attempts (any process) serialise on the row.
    hit: db.prepare<HitParams, { count: number; reset_at: number }>(
      `INSERT INTO rate_limits (bucket, client, count, reset_at) VALUES (@bucket, @client, 1, @resetAt)
       ON CONFLICT (bucket, client) DO UPDATE SET
         count = CASE WHEN reset_at <= @now THEN 1 ELSE count + 1 END,
         reset_at = CASE WHEN reset_at <= @now THEN excluded.reset_at ELSE reset_at END
       WHERE reset_at <= @now OR count < @limit
       RETURNING count, reset_at`,
    ),
    current: db.prepare<[string, string], { count: number; reset_at: number }>('SELECT count, reset_at FROM rate_limits WHERE bucket = ? AND client = ?'),
    prune: db.prepare('DELETE FROM rate_limits WHERE reset_at <= ?'),
  };
}
