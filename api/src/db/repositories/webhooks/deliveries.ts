// Webhook deliveries and their attempts (migration 033): the persisted queue. A delivery is pending
// until an attempt is answered 2xx (delivered) or its retry window closes (failed); claimDue hands
// each due one to a single process (../claim-due.ts), and a process that stops mid-way leaves it
// pending for the next claim once the lease runs out, so a restart loses none.
import { sql } from 'kysely';
import type { Conn } from '../conn';
import { claimDue } from '../claim-due';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface NewDelivery {
  endpointId: number;
  messageId: string;
  eventType: string;
  payload: string;
  nowMs: number;
}

export interface AttemptRow {
  attemptedAt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface DeliveryRow {
  id: number;
  endpointId: number;
  messageId: string;
  eventType: string;
  payload: string;
  status: DeliveryStatus;
  nextAttemptAt: number | null;
  retryWindowStart: number;
  createdAt: number;
}

const COLUMNS = ['id', 'endpoint_id', 'message_id', 'event_type', 'payload', 'status', 'next_attempt_at', 'retry_window_start', 'created_at'] as const;

const toDelivery = (r: {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  payload: string;
  status: string;
  next_attempt_at: number | null;
  retry_window_start: number;
  created_at: number;
}): DeliveryRow => ({
  id: r.id,
  endpointId: r.endpoint_id,
  messageId: r.message_id,
  eventType: r.event_type,
  payload: r.payload,
  status: r.status === 'delivered' || r.status === 'failed' ? r.status : 'pending',
  nextAttemptAt: r.next_attempt_at === null ? null : Number(r.next_attempt_at),
  retryWindowStart: Number(r.retry_window_start),
  createdAt: Number(r.created_at),
});

export function webhookDeliveriesRepository({ db }: Conn) {
  return {
    /** Queued, due at once. */
    enqueue: async (d: NewDelivery): Promise<number> => {
      const row = await db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: d.endpointId,
          message_id: d.messageId,
          event_type: d.eventType,
          payload: d.payload,
          status: 'pending',
          next_attempt_at: d.nowMs,
          retry_window_start: d.nowMs,
          created_at: d.nowMs,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Claims up to `limit` pending deliveries due at `nowMs` for `leaseMs`. */
    claimDue: (nowMs: number, limit: number, leaseMs: number): Promise<number[]> =>
      claimDue(db, 'webhook_deliveries', { nowMs, limit, leaseMs, where: sql`status = 'pending'` }),
    get: async (id: number): Promise<DeliveryRow | undefined> => {
      const row = await db.selectFrom('webhook_deliveries').select(COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? toDelivery(row) : undefined;
    },
    recordAttempt: async (deliveryId: number, a: AttemptRow): Promise<void> => {
      await db
        .insertInto('webhook_attempts')
        .values({
          delivery_id: deliveryId,
          attempted_at: a.attemptedAt,
          status_code: a.statusCode,
          error: a.error?.slice(0, 500) ?? null,
          duration_ms: Math.max(0, Math.round(a.durationMs)),
        })
        .execute();
    },
    /** Delivered, or failed for good: no longer due. */
    settle: async (id: number, status: Exclude<DeliveryStatus, 'pending'>): Promise<void> => {
      await db.updateTable('webhook_deliveries').set({ status, next_attempt_at: null }).where('id', '=', id).execute();
    },
    /** Tried again at `atMs`. */
    reschedule: async (id: number, atMs: number): Promise<void> => {
      await db.updateTable('webhook_deliveries').set({ next_attempt_at: atMs }).where('id', '=', id).where('status', '=', 'pending').execute();
    },
    /** An endpoint turned off: what it still had pending fails (a "Send again" later sends it). */
    failPending: async (endpointId: number): Promise<void> => {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'failed', next_attempt_at: null })
        .where('endpoint_id', '=', endpointId)
        .where('status', '=', 'pending')
        .execute();
    },
    /** "Send again": due now, with a fresh retry window; false when the endpoint has no such delivery. */
    resend: async (endpointId: number, id: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', next_attempt_at: nowMs, retry_window_start: nowMs })
        .where('endpoint_id', '=', endpointId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** The endpoint's latest deliveries (newest first), each with its attempts in order. */
    listForEndpoint: async (endpointId: number, limit: number): Promise<(DeliveryRow & { attempts: AttemptRow[] })[]> => {
      const deliveries = (
        await db.selectFrom('webhook_deliveries').select(COLUMNS).where('endpoint_id', '=', endpointId).orderBy('id', 'desc').limit(limit).execute()
      ).map(toDelivery);
      if (deliveries.length === 0) return [];
      const attempts = await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'attempted_at', 'status_code', 'error', 'duration_ms'])
        .where(
          'delivery_id',
          'in',
          deliveries.map((d) => d.id),
        )
        .orderBy('id')
        .execute();
      return deliveries.map((d) => ({
        ...d,
        attempts: attempts
          .filter((a) => a.delivery_id === d.id)
          .map((a) => ({ attemptedAt: Number(a.attempted_at), statusCode: a.status_code, error: a.error, durationMs: a.duration_ms })),
      }));
    },
    /** How many attempts a delivery has had since `sinceMs` (the backoff's step in its retry window). */
    attemptCount: async (id: number, sinceMs: number): Promise<number> => {
      const row = await db
        .selectFrom('webhook_attempts')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('delivery_id', '=', id)
        .where('attempted_at', '>=', sinceMs)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Forgets settled deliveries created before `beforeMs` (the log keeps a window, not everything). */
    prune: async (beforeMs: number): Promise<void> => {
      await db.deleteFrom('webhook_deliveries').where('created_at', '<', beforeMs).where('status', '!=', 'pending').execute();
    },
  };
}
