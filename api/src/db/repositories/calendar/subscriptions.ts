// An executive's subscribed calendars (migration 014). Every read and write a route makes is scoped by
// executive, so another executive's subscription is never found. A connected account's calendar is
// shown through a row of its own (caldav_calendar_id): no read here finds it as a feed. The address is returned only in
// the owner's CalendarSubscription; the sync reads it through forSync. claimDue hands each due
// subscription to exactly one caller, across processes: one UPDATE … WHERE next_sync_at <= now …
// RETURNING moves it forward (a second UPDATE racing it re-reads the moved row and skips it).
import { sql, type Selectable } from 'kysely';
import type { CalendarSubscription } from '@provana/contracts';
import type { CalendarSubscriptionsTable } from '../../schema';
import type { Conn } from '../conn';
import { claimDue } from '../claim-due';

/** The latest instant a Date holds: a connected calendar's row is never due as a feed. */
export const NEVER_DUE = 8.64e15;

/** How often a subscription is fetched, and how long a claimed one is held before another process may retry. */
export const SYNC_INTERVAL_MS = 15 * 60_000;

const COLUMNS = ['id', 'name', 'url', 'colour', 'last_synced_at', 'last_error', 'last_warning', 'next_sync_at', 'created_at'] as const;
/** A subscription's columns and how many events its last good fetch stored (a scalar subquery: never null in fact). */
type Row = Pick<Selectable<CalendarSubscriptionsTable>, (typeof COLUMNS)[number]> & { event_count: number | null };

const toSubscription = (r: Row): CalendarSubscription => ({
  id: r.id,
  name: r.name,
  url: r.url,
  colour: r.colour,
  lastSyncedAt: r.last_synced_at,
  lastError: r.last_error,
  lastWarning: r.last_warning,
  nextSyncAt: new Date(Number(r.next_sync_at)).toISOString(),
  createdAt: r.created_at,
  eventCount: Number(r.event_count),
});

export interface SyncTarget {
  id: number;
  executiveId: number;
  url: string;
  etag: string | null;
  lastModified: string | null;
}

export function calendarSubscriptionsRepository(conn: Conn) {
  const { db } = conn;
  const withCounts = (executiveId: number) =>
    db
      .selectFrom('calendar_subscriptions as s')
      .select(COLUMNS)
      .select((eb) =>
        eb
          .selectFrom('calendar_subscription_events as e')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('e.subscription_id', '=', 's.id')
          .as('event_count'),
      )
      .where('s.executive_id', '=', executiveId)
      .where('s.caldav_calendar_id', 'is', null);
  return {
    list: async (executiveId: number): Promise<CalendarSubscription[]> => (await withCounts(executiveId).orderBy('s.id').execute()).map(toSubscription),
    get: async (executiveId: number, id: number): Promise<CalendarSubscription | undefined> => {
      const row = await withCounts(executiveId).where('s.id', '=', id).executeTakeFirst();
      return row ? toSubscription(row) : undefined;
    },
    /** A new subscription, held for SYNC_INTERVAL_MS: its creator syncs it at once. */
    create: async (s: { executiveId: number; name: string; url: string; colour: string; now: Date }): Promise<number> => {
      const row = await db
        .insertInto('calendar_subscriptions')
        .values({
          executive_id: s.executiveId,
          name: s.name,
          url: s.url,
          colour: s.colour,
          next_sync_at: s.now.getTime() + SYNC_INTERVAL_MS,
          created_at: s.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * The row a connected calendar's events are stored under while it is shown (never fetched as a
     * feed: the account's sync fills it); its id.
     */
    createForCalendar: async (s: { executiveId: number; calendarId: number; name: string; colour: string; now: Date }): Promise<number> => {
      const row = await db
        .insertInto('calendar_subscriptions')
        .values({
          executive_id: s.executiveId,
          name: s.name,
          url: '',
          colour: s.colour,
          next_sync_at: NEVER_DUE,
          created_at: s.now.toISOString(),
          caldav_calendar_id: s.calendarId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A hidden connected calendar's row and (cascade) its events. */
    removeForCalendar: async (calendarId: number) => {
      await db.deleteFrom('calendar_subscriptions').where('caldav_calendar_id', '=', calendarId).execute();
    },
    /** Renames and/or recolours; false when not the executive's. */
    update: async (executiveId: number, id: number, changes: { name?: string; colour?: string }): Promise<boolean> => {
      const result = await db
        .updateTable('calendar_subscriptions')
        .set(changes)
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes it and (cascade) its events; false when not the executive's. */
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('calendar_subscriptions').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** What the sync needs, address included (never returned to a route). */
    forSync: async (id: number): Promise<SyncTarget | undefined> => {
      const row = await db
        .selectFrom('calendar_subscriptions')
        .select(['id', 'executive_id', 'url', 'etag', 'last_modified'])
        .where('id', '=', id)
        .where('caldav_calendar_id', 'is', null)
        .executeTakeFirst();
      return row ? { id: row.id, executiveId: row.executive_id, url: row.url, etag: row.etag, lastModified: row.last_modified } : undefined;
    },
    /** Claims up to `limit` subscriptions due at `now` (oldest first) by moving them to now + lease; returns their ids. */
    claimDue: (now: Date, limit: number, leaseMs = SYNC_INTERVAL_MS): Promise<number[]> =>
      claimDue(db, 'calendar_subscriptions', { nowMs: now.getTime(), limit, leaseMs, where: sql`caldav_calendar_id IS NULL` }),
    /**
     * A fetch that reached the calendar (changed or not), the error cleared. When it changed: its new
     * validators, and what could not be read of it (null: everything was read).
     */
    recordSuccess: async (
      id: number,
      at: { now: Date; nextSyncAt: Date; validators?: { etag: string | null; lastModified: string | null }; warning?: string | null },
    ) => {
      const validators = at.validators ? { etag: at.validators.etag, last_modified: at.validators.lastModified } : {};
      const warning = at.warning !== undefined ? { last_warning: at.warning?.slice(0, 500) ?? null } : {};
      await db
        .updateTable('calendar_subscriptions')
        .set({ ...validators, ...warning, last_synced_at: at.now.toISOString(), last_error: null, next_sync_at: at.nextSyncAt.getTime() })
        .where('id', '=', id)
        .execute();
    },
    /** A failed fetch or an unreadable calendar: the error in words; the events and validators of the last good one stay. */
    recordFailure: async (id: number, at: { error: string; nextSyncAt: Date }) => {
      await db
        .updateTable('calendar_subscriptions')
        .set({ last_error: at.error.slice(0, 500), next_sync_at: at.nextSyncAt.getTime() })
        .where('id', '=', id)
        .execute();
    },
  };
}
