// The one way work that comes due is handed to exactly one process (subscribed calendars, connected
// accounts, webhook deliveries): a single UPDATE moves the due rows' instant ahead by a lease and
// returns their ids. Two processes claiming at once cannot both get a row: the outer condition is
// checked again on the locked row (PostgreSQL) or the write is serialised (SQLite). A process that
// dies holding a claim loses it when the lease runs out, so nothing due is lost with it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Schema } from '../schema';

/** The tables claimed this way, each with its due column. */
const DUE_COLUMN = {
  calendar_subscriptions: 'next_sync_at',
  calendar_accounts: 'next_sync_at',
  webhook_deliveries: 'next_attempt_at',
} as const;

export interface ClaimOptions {
  nowMs: number;
  limit: number;
  /** How long the claim holds before another process may take the row. */
  leaseMs: number;
  /** A further condition on the table's rows (no parameters from outside the repository). */
  where?: RawBuilder<unknown>;
}

/** Claims up to `limit` rows due at `nowMs` (oldest first); returns their ids in order. */
export async function claimDue(db: Kysely<Schema>, table: keyof typeof DUE_COLUMN, options: ClaimOptions): Promise<number[]> {
  const due = sql.ref(DUE_COLUMN[table]);
  const from = sql.table(table);
  const extra = options.where ?? sql`1 = 1`;
  const result = await sql<{ id: number }>`
    UPDATE ${from} SET ${due} = ${options.nowMs + options.leaseMs}
    WHERE id IN (
      SELECT id FROM ${from} WHERE ${due} <= ${options.nowMs} AND ${extra} ORDER BY ${due}, id LIMIT ${options.limit}
    ) AND ${due} <= ${options.nowMs}
    RETURNING id`.execute(db);
  return result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
