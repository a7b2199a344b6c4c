// Reminders (migration 019): the candidates of each source read in one indexed range query each,
// unread ones only (a NOT EXISTS on the receipts, keyed as reminderKey spells it), and the receipts
// themselves. Bounds are wall clock in the executive's zone: (after, upTo]. Every query is scoped by
// executive; private events and life events are left out for a reader who does not see private items.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { StoredOverride, StoredSeries } from '../../services/calendar/own-series';
import { overridesOfSeriesReachingQuery, seriesReachingQuery, toStoredOverride, toStoredSeries } from './calendar/series-store';
import { toCalendarEvent } from './calendar/events';
import type { Conn } from './conn';

/** A reminder's key: its source, row and due time (or the subject's time it derives from). */
export const reminderKey = {
  event: (id: number, remindAt: string) => `event-${id}-${remindAt}`,
  oneOnOne: (id: number, nextMeeting: string) => `one-on-one-${id}-${nextMeeting}`,
  lifeEvent: (id: number, date: string) => `life-${id}-${date}`,
};

/** The same keys in SQL (|| concatenates on both databases). */
const keySql = (prefix: string, id: Expression<unknown>, at: Expression<unknown>) => sql<string>`${prefix} || CAST(${id} AS TEXT) || '-' || ${at}`;

export interface SeriesWithReminder extends StoredSeries {
  reminderMinutes: number;
}

export function remindersRepository({ db }: Conn) {
  // Unread: no receipt of the executive names the row's key.
  const unread = (executiveId: number, key: Expression<string>) =>
    sql<SqlBool>`NOT EXISTS (SELECT 1 FROM reminder_receipts WHERE reminder_receipts.executive_id = ${executiveId} AND reminder_receipts.reminder_key = ${key})`;
  return {
    /** One-off events whose reminder came due in (after, upTo], unread (index calendar_events_remind_at). */
    dueEvents: (executiveId: number, after: string, upTo: string, seesPrivate: boolean) =>
      db
        .selectFrom('calendar_events')
        .select(['id', 'title', 'start_time', 'remind_at', 'reminder_minutes'])
        .where('executive_id', '=', executiveId)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .where('remind_at', '>', after)
        .where('remind_at', '<=', upTo)
        .where('rrule', 'is', null)
        .where(unread(executiveId, keySql('event-', sql.ref('calendar_events.id'), sql.ref('calendar_events.remind_at'))))
        .orderBy('remind_at')
        .orderBy('id')
        .execute() as Promise<{ id: number; title: string; start_time: string; remind_at: string; reminder_minutes: number }[]>,
    /** Series with a reminder that can have an occurrence starting in [from, to), with their overrides. */
    seriesWithReminders: async (
      executiveId: number,
      from: string,
      to: string,
      seesPrivate: boolean,
    ): Promise<{ series: SeriesWithReminder[]; overrides: StoredOverride[] }> => {
      const rows = await seriesReachingQuery(db, executiveId, from, to)
        .where('reminder_minutes', 'is not', null)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .execute();
      if (rows.length === 0) return { series: [], overrides: [] };
      const toStored = toStoredSeries(toCalendarEvent);
      const overrides = await overridesOfSeriesReachingQuery(db, executiveId, from, to).execute();
      return { series: rows.map((r) => ({ ...toStored(r), reminderMinutes: r.reminder_minutes ?? 0 })), overrides: overrides.map(toStoredOverride) };
    },
    /** 1:1s with reminder_24hr_before whose next meeting is in (after, upTo], unread (index direct_reports_exec_next). */
    dueOneOnOnes: (executiveId: number, after: string, upTo: string) =>
      db
        .selectFrom('direct_reports')
        .select(['id', 'name', 'next_meeting'])
        .where('executive_id', '=', executiveId)
        .where('next_meeting', '>', after)
        .where('next_meeting', '<=', upTo)
        .where('reminder_24hr_before', '=', 1)
        .where('archived_at', 'is', null)
        .where(unread(executiveId, keySql('one-on-one-', sql.ref('direct_reports.id'), sql.ref('direct_reports.next_meeting'))))
        .orderBy('next_meeting')
        .orderBy('id')
        .execute() as Promise<{ id: number; name: string; next_meeting: string }[]>,
    /** Life events with reminderSet dated in [fromDate, toDate], unread (index personal_events_exec_date). */
    dueLifeEvents: (executiveId: number, fromDate: string, toDate: string, seesPrivate: boolean) =>
      db
        .selectFrom('personal_events')
        .select(['id', 'event', 'date', 'location'])
        .where('executive_id', '=', executiveId)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .where('date', '>=', fromDate)
        .where('date', '<=', toDate)
        .where('reminder_set', '=', 1)
        .where(unread(executiveId, keySql('life-', sql.ref('personal_events.id'), sql.ref('personal_events.date'))))
        .orderBy('date')
        .orderBy('id')
        .execute(),
    /** Which of `keys` the executive has read. */
    readKeys: async (executiveId: number, keys: readonly string[]): Promise<Set<string>> => {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectFrom('reminder_receipts')
        .select('reminder_key')
        .where('executive_id', '=', executiveId)
        .where('reminder_key', 'in', keys)
        .execute();
      return new Set(rows.map((r) => r.reminder_key));
    },
    /** Marks `keys` read (again: no change), and forgets receipts read before `forgetBefore` (their reminders are out of every window). */
    markRead: async (executiveId: number, keys: readonly string[], nowMs: number, forgetBefore: number): Promise<void> => {
      const unique = [...new Set(keys)];
      await db
        .insertInto('reminder_receipts')
        .values(unique.map((reminder_key) => ({ executive_id: executiveId, reminder_key, read_at: nowMs })))
        .onConflict((oc) => oc.columns(['executive_id', 'reminder_key']).doNothing())
        .execute();
      await db.deleteFrom('reminder_receipts').where('executive_id', '=', executiveId).where('read_at', '<', forgetBefore).execute();
    },
  };
}
