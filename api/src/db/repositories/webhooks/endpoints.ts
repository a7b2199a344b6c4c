// A workspace's webhook endpoints (migration 033). Every read and write a route makes is scoped by
// workspace, so another workspace's endpoint is never found. The sealed secret leaves this module
// only through forDelivery, for signing.
import { WebhookEventTypeSchema, type WebhookEventType } from '@provana/contracts/webhooks';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';

export interface WebhookEndpointRow {
  id: number;
  executiveId: number;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabledReason: 'owner' | 'failing' | null;
  disabledAt: number | null;
  failingSince: number | null;
  createdAt: number;
}

export interface NewWebhookEndpoint {
  executiveId: number;
  url: string;
  events: readonly WebhookEventType[];
  /** Sealed (lib/secret-box.ts). */
  secret: string;
  nowMs: number;
}

const COLUMNS = ['id', 'executive_id', 'url', 'events', 'enabled', 'disabled_reason', 'disabled_at', 'failing_since', 'created_at'] as const;

type Row = {
  id: number;
  executive_id: number;
  url: string;
  events: string;
  enabled: number;
  disabled_reason: string | null;
  disabled_at: number | null;
  failing_since: number | null;
  created_at: number;
};

const eventsOf = (text: string): WebhookEventType[] =>
  parseList(text).flatMap((event) => {
    const parsed = WebhookEventTypeSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });

const toRow = (r: Row): WebhookEndpointRow => ({
  id: r.id,
  executiveId: r.executive_id,
  url: r.url,
  events: eventsOf(r.events),
  enabled: r.enabled === 1,
  disabledReason: r.disabled_reason === 'owner' || r.disabled_reason === 'failing' ? r.disabled_reason : null,
  disabledAt: r.disabled_at === null ? null : Number(r.disabled_at),
  failingSince: r.failing_since === null ? null : Number(r.failing_since),
  createdAt: Number(r.created_at),
});

export function webhookEndpointsRepository({ db }: Conn) {
  return {
    list: async (executiveId: number): Promise<WebhookEndpointRow[]> =>
      (await db.selectFrom('webhook_endpoints').select(COLUMNS).where('executive_id', '=', executiveId).orderBy('id').execute()).map(toRow),
    get: async (executiveId: number, id: number): Promise<WebhookEndpointRow | undefined> => {
      const row = await db.selectFrom('webhook_endpoints').select(COLUMNS).where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return row ? toRow(row) : undefined;
    },
    create: async (e: NewWebhookEndpoint): Promise<number> => {
      const row = await db
        .insertInto('webhook_endpoints')
        .values({ executive_id: e.executiveId, url: e.url, events: toJson(e.events), secret: e.secret, enabled: 1, created_at: e.nowMs })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** On again (the failures forgotten), or off by the owner. */
    setEnabled: async (executiveId: number, id: number, enabled: boolean, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('webhook_endpoints')
        .set(
          enabled
            ? { enabled: 1, disabled_reason: null, disabled_at: null, failing_since: null }
            : { enabled: 0, disabled_reason: 'owner', disabled_at: nowMs },
        )
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    setEvents: async (executiveId: number, id: number, events: readonly WebhookEventType[]): Promise<boolean> => {
      const result = await db
        .updateTable('webhook_endpoints')
        .set({ events: toJson(events) })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes it with its deliveries and their attempts (cascade). */
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('webhook_endpoints').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** The enabled endpoints of a workspace that want `event`. */
    subscribed: async (executiveId: number, event: WebhookEventType): Promise<number[]> => {
      const rows = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('executive_id', '=', executiveId).where('enabled', '=', 1).execute();
      return rows.filter((r) => eventsOf(r.events).includes(event)).map((r) => r.id);
    },
    /** Whether the workspace has any enabled endpoint (a write's cheap first question). */
    anyEnabled: async (executiveId: number): Promise<boolean> =>
      (await db.selectFrom('webhook_endpoints').select('id').where('executive_id', '=', executiveId).where('enabled', '=', 1).limit(1).executeTakeFirst()) !==
      undefined,
    /** What a delivery needs of its endpoint: where, the sealed secret, whether it is on, since when it fails. */
    forDelivery: async (id: number) => {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select(['id', 'executive_id', 'url', 'secret', 'enabled', 'failing_since'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            executiveId: row.executive_id,
            url: row.url,
            secret: row.secret,
            enabled: row.enabled === 1,
            failingSince: row.failing_since === null ? null : Number(row.failing_since),
          }
        : undefined;
    },
    /** A failed attempt: failing since now unless it already was; returns since when. */
    markFailing: async (id: number, nowMs: number): Promise<number> => {
      await db.updateTable('webhook_endpoints').set({ failing_since: nowMs }).where('id', '=', id).where('failing_since', 'is', null).execute();
      const row = await db.selectFrom('webhook_endpoints').select('failing_since').where('id', '=', id).executeTakeFirst();
      return row?.failing_since === null || row === undefined ? nowMs : Number(row.failing_since);
    },
    markHealthy: async (id: number): Promise<void> => {
      await db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', id).where('failing_since', 'is not', null).execute();
    },
    /** Turns an endpoint off for failing; true for the one caller that did (it tells the owner). */
    disableFailing: async (id: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('webhook_endpoints')
        .set({ enabled: 0, disabled_reason: 'failing', disabled_at: nowMs })
        .where('id', '=', id)
        .where('enabled', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Endpoints turned off for failing (the bell shows them until turned on again or deleted). */
    disabledForFailing: async (executiveId: number): Promise<WebhookEndpointRow[]> =>
      (
        await db
          .selectFrom('webhook_endpoints')
          .select(COLUMNS)
          .where('executive_id', '=', executiveId)
          .where('enabled', '=', 0)
          .where('disabled_reason', '=', 'failing')
          .orderBy('id')
          .execute()
      ).map(toRow),
  };
}
