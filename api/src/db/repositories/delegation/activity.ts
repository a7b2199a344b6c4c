// The activity log (migration 028): one row per write in a workspace, read newest first, a page at
// a time (the cursor is the last row's id: ids only grow, so a page never repeats or skips a row
// that was written while someone read), for one person or one kind when asked.
import type { ActivityEntry, ActivityKind, ByDelegate, ItemVerb } from '@provana/contracts';
import type { Conn } from '../conn';

export interface NewActivity {
  executiveId: number;
  actorUserId: number | null;
  actorName: string;
  kind: ActivityKind;
  itemType: string | null;
  itemId: string | null;
  /** 'added' or 'changed' when the write added or changed its item. */
  verb?: ItemVerb | null;
  /** The personal access token's name when the write came with one. */
  viaToken?: string | null;
  description: string;
  nowMs: number;
}

export interface ActivityFilter {
  beforeId?: number;
  actorUserId?: number;
  kind?: ActivityKind;
  limit: number;
}

/** Ids per statement: well under either database's limit on parameters. */
const ID_BATCH = 500;

export function activityRepository({ db }: Conn) {
  return {
    record: async (entry: NewActivity): Promise<void> => {
      await db
        .insertInto('activity_log')
        .values({
          executive_id: entry.executiveId,
          actor_user_id: entry.actorUserId,
          actor_name: entry.actorName,
          kind: entry.kind,
          item_type: entry.itemType,
          item_id: entry.itemId,
          verb: entry.verb ?? null,
          via_token: entry.viaToken ?? null,
          description: entry.description,
          created_at: entry.nowMs,
        })
        .execute();
    },
    /** Up to limit + 1 entries, newest first (the extra one says whether another page exists). */
    page: async (executiveId: number, filter: ActivityFilter): Promise<ActivityEntry[]> => {
      let query = db
        .selectFrom('activity_log')
        .select(['id', 'actor_user_id', 'actor_name', 'kind', 'item_type', 'item_id', 'description', 'via_token', 'created_at'])
        .where('executive_id', '=', executiveId);
      if (filter.actorUserId !== undefined) query = query.where('actor_user_id', '=', filter.actorUserId);
      if (filter.kind !== undefined) query = query.where('kind', '=', filter.kind);
      if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(filter.limit + 1)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        actorUserId: r.actor_user_id,
        actorName: r.actor_name,
        kind: r.kind as ActivityKind,
        itemType: r.item_type,
        itemId: r.item_id,
        description: r.description,
        ...(r.via_token === null ? {} : { viaToken: r.via_token }),
        at: new Date(Number(r.created_at)).toISOString(),
      }));
    },
    /** Everyone in the workspace's log (their latest name), for the person filter. */
    people: async (executiveId: number): Promise<{ userId: number; name: string }[]> => {
      const rows = await db
        .selectFrom('activity_log')
        .select(['actor_user_id', 'actor_name'])
        .where('executive_id', '=', executiveId)
        .where('actor_user_id', 'is not', null)
        .groupBy(['actor_user_id', 'actor_name'])
        .execute();
      const byId = new Map<number, string>();
      for (const r of rows) if (r.actor_user_id !== null) byId.set(r.actor_user_id, r.actor_name);
      return [...byId].map(([userId, name]) => ({ userId, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    /**
     * For items of one type, the latest entry about each, when a delegate made it (an account other
     * than the workspace owner's) and it added or changed the item: keyed by item id. One statement
     * per batch of ids, each row found by activity_log_item (migration 030).
     */
    latestByDelegate: async (executiveId: number, itemType: string, itemIds: readonly string[]): Promise<Map<string, ByDelegate>> => {
      const found = new Map<string, ByDelegate>();
      const ids = [...new Set(itemIds)];
      for (let start = 0; start < ids.length; start += ID_BATCH) {
        const rows = await db
          .selectFrom('activity_log as a')
          .innerJoin('executives as e', 'e.id', 'a.executive_id')
          .select(['a.item_id', 'a.actor_user_id', 'a.actor_name', 'a.verb', 'e.user_id as owner_user_id'])
          .where('a.executive_id', '=', executiveId)
          .where('a.item_type', '=', itemType)
          .where('a.item_id', 'in', ids.slice(start, start + ID_BATCH))
          .where('a.id', '=', (eb) =>
            eb
              .selectFrom('activity_log as l')
              .select((l) => l.fn.max('l.id').as('latest'))
              .whereRef('l.executive_id', '=', 'a.executive_id')
              .whereRef('l.item_type', '=', 'a.item_type')
              .whereRef('l.item_id', '=', 'a.item_id'),
          )
          .execute();
        for (const r of rows) {
          // An imported line (no account) or the owner's own write attributes nothing.
          if (r.item_id === null || r.actor_user_id === null || r.actor_user_id === r.owner_user_id) continue;
          if (r.verb === 'added' || r.verb === 'changed') found.set(r.item_id, { name: r.actor_name, verb: r.verb });
        }
      }
      return found;
    },
    /** Removes every entry older than beforeMs. */
    prune: async (beforeMs: number): Promise<void> => {
      await db.deleteFrom('activity_log').where('created_at', '<', beforeMs).execute();
    },
  };
}
