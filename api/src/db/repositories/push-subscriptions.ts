// Web Push (migration 022): the server's VAPID key pair, each account's devices in a workspace, their
// lock-screen setting, and the delivery claims. Reads and writes a route makes are scoped by
// workspace and account, so another account's device is never found. claimDeliveries is one
// INSERT … ON CONFLICT DO NOTHING RETURNING: of several processes claiming the same reminder for the
// same device, exactly one gets it back, on both databases.
import { sql } from 'kysely';
import type { PushDevice } from '@provana/contracts';
import type { Conn } from './conn';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface NewPushSubscription {
  executiveId: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  name: string;
  nowMs: number;
}

/** A device as the sender needs it: where to send, the keys to encrypt to, and what it may show. */
export interface PushTarget {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAtMs: number;
  showDetails: boolean;
}

const iso = (ms: number | string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

const toDevice = (r: { id: number; device_name: string; created_at: number | string; last_success_at: number | string | null }): PushDevice => ({
  id: r.id,
  name: r.device_name,
  createdAt: iso(r.created_at) ?? '',
  lastSuccessAt: iso(r.last_success_at),
});

export function pushSubscriptionsRepository({ db }: Conn) {
  const deviceColumns = ['id', 'device_name', 'created_at', 'last_success_at'] as const;
  return {
    /** The stored key pair, or undefined before the first use. */
    vapidKeys: async (): Promise<VapidKeys | undefined> => {
      const row = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirst();
      return row ? { publicKey: row.public_key, privateKey: row.private_key } : undefined;
    },
    /** Stores `keys` unless a pair is there already, then returns the stored pair: every process ends up with the same one. */
    keepVapidKeys: async (keys: VapidKeys, nowMs: number): Promise<VapidKeys> => {
      await db
        .insertInto('push_vapid_keys')
        .values({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: nowMs })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
      return { publicKey: row.public_key, privateKey: row.private_key };
    },

    /**
     * Adds a device, or updates the one with the same endpoint (a browser subscribing again). An
     * endpoint that moves to another account or workspace (a shared browser) starts afresh: its
     * creation time, which bounds the reminders it gets, becomes now.
     */
    upsert: async (s: NewPushSubscription): Promise<{ device: PushDevice; created: boolean }> => {
      const existing = await db.selectFrom('push_subscriptions').select('id').where('endpoint', '=', s.endpoint).executeTakeFirst();
      const sameOwner = sql<boolean>`push_subscriptions.executive_id = excluded.executive_id AND push_subscriptions.user_id = excluded.user_id`;
      const row = await db
        .insertInto('push_subscriptions')
        .values({
          executive_id: s.executiveId,
          user_id: s.userId,
          endpoint: s.endpoint,
          p256dh: s.p256dh,
          auth: s.auth,
          device_name: s.name,
          created_at: s.nowMs,
          last_success_at: null,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet({
            p256dh: sql.ref('excluded.p256dh'),
            auth: sql.ref('excluded.auth'),
            device_name: sql.ref('excluded.device_name'),
            created_at: sql`CASE WHEN ${sameOwner} THEN push_subscriptions.created_at ELSE excluded.created_at END`,
            last_success_at: sql`CASE WHEN ${sameOwner} THEN push_subscriptions.last_success_at ELSE NULL END`,
            executive_id: sql.ref('excluded.executive_id'),
            user_id: sql.ref('excluded.user_id'),
          }),
        )
        .returning(deviceColumns)
        .executeTakeFirstOrThrow();
      return { device: toDevice(row), created: existing === undefined };
    },
    /** The account's devices in the workspace, oldest first. */
    list: async (executiveId: number, userId: number): Promise<PushDevice[]> => {
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(deviceColumns)
        .where('executive_id', '=', executiveId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      return rows.map(toDevice);
    },
    /** Whether the endpoint is one of the account's devices here already (subscribing again updates it). */
    isOwnEndpoint: async (executiveId: number, userId: number, endpoint: string): Promise<boolean> => {
      const row = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', endpoint)
        .where('executive_id', '=', executiveId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Removes one of the account's devices; false when it has no such device. */
    remove: async (executiveId: number, userId: number, id: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', id)
        .where('executive_id', '=', executiveId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    showDetails: async (executiveId: number, userId: number): Promise<boolean> => {
      const row = await db
        .selectFrom('push_settings')
        .select('show_details')
        .where('executive_id', '=', executiveId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.show_details === 1;
    },
    setShowDetails: async (executiveId: number, userId: number, showDetails: boolean, nowMs: number): Promise<void> => {
      const value = showDetails ? 1 : 0;
      await db
        .insertInto('push_settings')
        .values({ executive_id: executiveId, user_id: userId, show_details: value, updated_at: nowMs })
        .onConflict((oc) => oc.columns(['executive_id', 'user_id']).doUpdateSet({ show_details: value, updated_at: nowMs }))
        .execute();
    },

    /** The workspaces that have at least one device, with their time zones (empty: nothing to send). */
    workspacesWithDevices: async (): Promise<{ executiveId: number; timeZone: string }[]> => {
      // Driven from the devices (read whole: they are the round's work list), each workspace by its key.
      const rows = await db
        .selectFrom('executives')
        .select(['id', 'time_zone'])
        .where('id', 'in', db.selectFrom('push_subscriptions').select('executive_id').distinct())
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ executiveId: r.id, timeZone: r.time_zone }));
    },
    /** Every device of the workspace (every account's), with its account's lock-screen setting. */
    targets: async (executiveId: number): Promise<PushTarget[]> => {
      const rows = await db
        .selectFrom('push_subscriptions as s')
        .leftJoin('push_settings as p', (join) => join.onRef('p.executive_id', '=', 's.executive_id').onRef('p.user_id', '=', 's.user_id'))
        .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth', 's.created_at', 'p.show_details'])
        .where('s.executive_id', '=', executiveId)
        .orderBy('s.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        endpoint: r.endpoint,
        p256dh: r.p256dh,
        auth: r.auth,
        createdAtMs: Number(r.created_at),
        showDetails: r.show_details === 1,
      }));
    },
    /** Claims `keys` for the device: the keys this caller got (none that any caller claimed before). */
    claimDeliveries: async (subscriptionId: number, keys: readonly string[], nowMs: number): Promise<string[]> => {
      if (keys.length === 0) return [];
      const rows = await db
        .insertInto('push_deliveries')
        .values([...new Set(keys)].map((reminder_key) => ({ subscription_id: subscriptionId, reminder_key, claimed_at: nowMs })))
        .onConflict((oc) => oc.columns(['subscription_id', 'reminder_key']).doNothing())
        .returning('reminder_key')
        .execute();
      return rows.map((r) => r.reminder_key);
    },
    /** Gives a claim back after a failed send, so the next round tries again. */
    releaseDelivery: async (subscriptionId: number, key: string): Promise<void> => {
      await db.deleteFrom('push_deliveries').where('subscription_id', '=', subscriptionId).where('reminder_key', '=', key).execute();
    },
    markDelivered: async (subscriptionId: number, nowMs: number): Promise<void> => {
      await db.updateTable('push_subscriptions').set({ last_success_at: nowMs }).where('id', '=', subscriptionId).execute();
    },
    /**
     * Drops a device its push service says is gone (404/410), unless the browser subscribed again with
     * new keys meanwhile (the same endpoint row, other keys): that one is alive.
     */
    removeGone: async (target: Pick<PushTarget, 'id' | 'endpoint' | 'p256dh'>): Promise<boolean> => {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('id', '=', target.id)
        .where('endpoint', '=', target.endpoint)
        .where('p256dh', '=', target.p256dh)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Forgets claims older than `beforeMs` (their reminders are out of every window). */
    pruneDeliveries: async (beforeMs: number): Promise<void> => {
      await db.deleteFrom('push_deliveries').where('claimed_at', '<', beforeMs).execute();
    },
  };
}
