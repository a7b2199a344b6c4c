// Connected calendar accounts and their calendars (migration 031). Every read a route makes is scoped
// by executive. The sealed password leaves this module only through forSync, for the sync and the
// writes. claimDue hands each due account to one process, as the feeds' claim does (one UPDATE …
// WHERE next_sync_at <= now … RETURNING); an account waiting for its password is never due.
import { sql } from 'kysely';
import type { AccountCalendar, CalendarAccount } from '@provana/contracts';
import type { Conn } from '../conn';
import { claimDue } from '../claim-due';

export interface NewAccount {
  executiveId: number;
  label: string;
  serverUrl: string;
  homeUrl: string;
  username: string;
  secret: string;
  now: Date;
  nextSyncAt: number;
  calendars: { url: string; name: string; colour: string; writable: boolean }[];
}

export interface SyncAccount {
  id: number;
  executiveId: number;
  serverUrl: string;
  homeUrl: string;
  username: string;
  secret: string;
  failures: number;
}

export interface StoredCalendar {
  id: number;
  accountId: number;
  url: string;
  name: string;
  colour: string;
  shown: boolean;
  writes: boolean;
  writable: boolean;
  syncToken: string | null;
  ctag: string | null;
  /** The subscription row its events are stored under while it is shown. */
  subscriptionId: number | null;
}

const STATUS: Record<string, CalendarAccount['status']> = { ok: 'ok', unreachable: 'unreachable', auth_failed: 'needs_password' };

export function calendarAccountsRepository(conn: Conn) {
  const { db } = conn;
  const calendarsOf = async (accountIds: number[]): Promise<StoredCalendar[]> => {
    if (accountIds.length === 0) return [];
    const rows = await db
      .selectFrom('calendar_account_calendars as c')
      .leftJoin('calendar_subscriptions as s', 's.caldav_calendar_id', 'c.id')
      .select(['c.id', 'c.account_id', 'c.url', 'c.name', 'c.colour', 'c.shown', 'c.writes', 'c.sync_token', 'c.ctag', 's.id as subscription_id'])
      .select('c.writable')
      .where('c.account_id', 'in', accountIds)
      .orderBy('c.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      accountId: r.account_id,
      url: r.url,
      name: r.name,
      colour: r.colour,
      shown: Number(r.shown) === 1,
      writes: Number(r.writes) === 1,
      writable: Number(r.writable) === 1,
      syncToken: r.sync_token,
      ctag: r.ctag,
      subscriptionId: r.subscription_id ?? null,
    }));
  };
  const toPublic = (c: StoredCalendar): AccountCalendar => ({
    id: c.id,
    name: c.name,
    colour: c.colour,
    writable: c.writable,
    shown: c.shown,
    writes: c.writes,
  });

  return {
    create: async (a: NewAccount): Promise<number> => {
      const { id } = await db
        .insertInto('calendar_accounts')
        .values({
          executive_id: a.executiveId,
          provider: 'caldav',
          label: a.label,
          server_url: a.serverUrl,
          home_url: a.homeUrl,
          username: a.username,
          secret: a.secret,
          status: 'ok',
          failures: 0,
          next_sync_at: a.nextSyncAt,
          created_at: a.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (a.calendars.length > 0)
        await db
          .insertInto('calendar_account_calendars')
          .values(
            a.calendars.map((c) => ({
              account_id: id,
              url: c.url,
              name: c.name.slice(0, 200),
              colour: c.colour,
              writable: c.writable ? 1 : 0,
              shown: 0,
              writes: 0,
            })),
          )
          .execute();
      return id;
    },
    list: async (executiveId: number, accountId?: number): Promise<CalendarAccount[]> => {
      let query = db
        .selectFrom('calendar_accounts')
        .select(['id', 'label', 'username', 'status', 'last_error', 'last_synced_at', 'created_at'])
        .where('executive_id', '=', executiveId);
      if (accountId !== undefined) query = query.where('id', '=', accountId);
      const accounts = await query.orderBy('id').execute();
      const calendars = await calendarsOf(accounts.map((a) => a.id));
      return accounts.map((a) => ({
        id: a.id,
        provider: 'caldav' as const,
        label: a.label,
        username: a.username,
        status: STATUS[a.status] ?? 'ok',
        lastError: a.last_error,
        lastSyncedAt: a.last_synced_at,
        createdAt: a.created_at,
        calendars: calendars.filter((c) => c.accountId === a.id).map(toPublic),
      }));
    },
    /** The account with its sealed password and its calendars, for the sync and the writes. */
    forSync: async (id: number): Promise<(SyncAccount & { calendars: StoredCalendar[] }) | undefined> => {
      const row = await db
        .selectFrom('calendar_accounts')
        .select(['id', 'executive_id', 'server_url', 'home_url', 'username', 'secret', 'failures'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        executiveId: row.executive_id,
        serverUrl: row.server_url,
        homeUrl: row.home_url,
        username: row.username,
        secret: row.secret,
        failures: Number(row.failures),
        calendars: await calendarsOf([row.id]),
      };
    },
    /** The workspace's write calendar's account id, or undefined when it writes nowhere. */
    writerOf: async (executiveId: number): Promise<{ accountId: number; calendarId: number } | undefined> => {
      const row = await db
        .selectFrom('calendar_account_calendars as c')
        .innerJoin('calendar_accounts as a', 'a.id', 'c.account_id')
        .select(['a.id as account_id', 'c.id as calendar_id'])
        .where('a.executive_id', '=', executiveId)
        .where('c.writes', '=', 1)
        .executeTakeFirst();
      return row ? { accountId: row.account_id, calendarId: row.calendar_id } : undefined;
    },
    /** Which calendars show and the one written to (one per workspace: any other loses it). */
    setPicks: async (executiveId: number, accountId: number, shown: readonly number[], writeCalendarId: number | null) => {
      const own = db.selectFrom('calendar_accounts').select('id').where('executive_id', '=', executiveId);
      await db.updateTable('calendar_account_calendars').set({ writes: 0 }).where('account_id', 'in', own).execute();
      await db
        .updateTable('calendar_account_calendars')
        .set((eb) => ({
          shown: eb
            .case()
            .when('id', 'in', shown.length > 0 ? shown : [0])
            .then(1)
            .else(0)
            .end(),
        }))
        .where('account_id', '=', accountId)
        .execute();
      if (writeCalendarId !== null)
        await db.updateTable('calendar_account_calendars').set({ writes: 1 }).where('account_id', '=', accountId).where('id', '=', writeCalendarId).execute();
    },
    setSyncState: async (calendarId: number, state: { syncToken: string | null; ctag: string | null }) => {
      await db.updateTable('calendar_account_calendars').set({ sync_token: state.syncToken, ctag: state.ctag }).where('id', '=', calendarId).execute();
    },
    setPassword: async (executiveId: number, id: number, secret: string, now: Date): Promise<boolean> => {
      const result = await db
        .updateTable('calendar_accounts')
        .set({ secret, status: 'ok', last_error: null, failures: 0, next_sync_at: now.getTime() })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes it; its calendars, objects, subscription rows and their events go with it (cascade). */
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('calendar_accounts').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Claims up to `limit` accounts due at `now` (not those waiting for a new password) for `leaseMs`. */
    claimDue: (now: Date, limit: number, leaseMs: number): Promise<number[]> =>
      claimDue(db, 'calendar_accounts', { nowMs: now.getTime(), limit, leaseMs, where: sql`status != 'auth_failed'` }),
    recordSuccess: async (id: number, at: { now: Date; nextSyncAt: number }) => {
      await db
        .updateTable('calendar_accounts')
        .set({ status: 'ok', last_error: null, failures: 0, last_synced_at: at.now.toISOString(), next_sync_at: at.nextSyncAt })
        .where('id', '=', id)
        .execute();
    },
    recordFailure: async (id: number, at: { status: 'unreachable' | 'auth_failed'; error: string; failures: number; nextSyncAt: number }) => {
      await db
        .updateTable('calendar_accounts')
        .set({ status: at.status, last_error: at.error.slice(0, 500), failures: at.failures, next_sync_at: at.nextSyncAt })
        .where('id', '=', id)
        .execute();
    },
  };
}
