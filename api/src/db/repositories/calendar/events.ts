// One executive's calendar events: read by start-time range, created (one, or many for bulk loads),
// moved and deleted. Every query is scoped by executive, so another executive's event is never found.
// A series (rrule set) is read as its occurrences in the range (series-store.ts keeps
// its exceptions and overrides).
import type { CalendarEvent } from '@provana/contracts';
import type { Kysely } from 'kysely';
import { expandOwnSeries, seriesEndOf } from '../../../services/calendar/own-series';
import type { Schema } from '../../schema';
import type { Conn } from '../conn';
import { toJson } from '../json';
import { calendarSeriesStore } from './series-store';
import { EVENT_COLUMNS as COLUMNS, toCalendarEvent } from './event-row';
import { eventsSeenBy } from './busy-event';
import { privateFlag, setItemPrivate } from '../private-flag';

export { toCalendarEvent };

export type NewCalendarEvent = Omit<CalendarEvent, 'id' | 'repeat' | 'occurrenceStart' | 'busy'> & { executiveId: number; rrule?: string | null };

const toRow = (e: NewCalendarEvent) => ({
  executive_id: e.executiveId,
  title: e.title,
  start_time: e.startTime,
  end_time: e.endTime,
  type: e.type,
  priority: e.priority,
  description: e.description,
  related_goals: toJson(e.relatedGoals),
  rrule: e.rrule ?? null,
  series_end: e.rrule ? seriesEndOf(e.startTime, e.endTime, e.rrule) : null,
  reminder_minutes: e.reminderMinutes ?? null,
  private: privateFlag(e.private),
});

/** Rows per INSERT in createMany: 12 parameters a row stays far below both databases' parameter limits. */
const ROWS_PER_INSERT = 500;

const eventsOf = (db: Kysely<Schema>, executiveId: number) => db.selectFrom('calendar_events').select(COLUMNS).where('executive_id', '=', executiveId);

/** Events starting in [from, to) (date-time strings), by start (ties by id: the same order on both databases). */
export const calendarEventsBetweenQuery = (db: Kysely<Schema>, executiveId: number, from: string, to: string) =>
  eventsOf(db, executiveId).where('start_time', '>=', from).where('start_time', '<', to).orderBy('start_time').orderBy('id');

export function calendarEventsRepository(conn: Conn) {
  const { db } = conn;
  // One event that the reader may open: a private one is not found for whoever does not see private items.
  const openable = (executiveId: number, seesPrivate: boolean) => eventsOf(db, executiveId).$if(!seesPrivate, (qb) => qb.where('private', '=', 0));
  const series = calendarSeriesStore(conn, (r) => toCalendarEvent(r));
  return {
    ...series,
    /**
     * Events starting in [from, to) (wall clock in the executive's `timeZone`), every occurrence of a
     * series included, by start (ties by id); private ones Busy unless the reader sees private items.
     */
    between: async (executiveId: number, from: string, to: string, timeZone: string, seesPrivate: boolean): Promise<CalendarEvent[]> => {
      const [oneOffs, stored] = await Promise.all([
        calendarEventsBetweenQuery(db, executiveId, from, to).where('rrule', 'is', null).execute(),
        // Private series too: they read as Busy below.
        series.seriesReaching(executiveId, from, to, true),
      ]);
      const events = oneOffs.map(toCalendarEvent);
      if (stored.series.length === 0) return eventsSeenBy(events, seesPrivate);
      const occurrences = expandOwnSeries(stored.series, stored.overrides, from, to, timeZone);
      return eventsSeenBy(
        [...events, ...occurrences].sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id),
        seesPrivate,
      );
    },
    /**
     * One-off events starting in [from, to), series left out (exports write those with seriesReaching);
     * private ones left out too unless the reader sees private items (a file keeps no Busy blocks).
     */
    oneOffsBetween: async (executiveId: number, from: string, to: string, seesPrivate: boolean): Promise<CalendarEvent[]> =>
      (
        await calendarEventsBetweenQuery(db, executiveId, from, to)
          .where('rrule', 'is', null)
          .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
          .execute()
      ).map(toCalendarEvent),
    /** One event, or undefined when the executive has none such or it is private to the reader. */
    get: async (executiveId: number, id: number, seesPrivate: boolean): Promise<CalendarEvent | undefined> => {
      const row = await openable(executiveId, seesPrivate).where('id', '=', id).executeTakeFirst();
      return row ? toCalendarEvent(row) : undefined;
    },
    create: async (e: NewCalendarEvent): Promise<number> => {
      const row = await db.insertInto('calendar_events').values(toRow(e)).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },
    /** Bulk load (the benchmark): one multi-row INSERT per chunk. Run it in repos.transaction to make it all-or-nothing (and fast on SQLite). */
    createMany: async (events: readonly NewCalendarEvent[]): Promise<void> => {
      for (let i = 0; i < events.length; i += ROWS_PER_INSERT) {
        await db
          .insertInto('calendar_events')
          .values(events.slice(i, i + ROWS_PER_INSERT).map(toRow))
          .execute();
      }
    },
    /**
     * New times (and title: the server's copy of a connected calendar's event) for the executive's
     * event (a moved event is the user's own, no longer sample data); false when not theirs.
     */
    move: async (e: { executiveId: number; id: number; startTime: string; endTime: string; seesPrivate: boolean; title?: string }): Promise<boolean> => {
      const result = await db
        .updateTable('calendar_events')
        .set({ start_time: e.startTime, end_time: e.endTime, is_sample: 0, ...(e.title !== undefined ? { title: e.title } : {}) })
        .where('executive_id', '=', e.executiveId)
        .where('id', '=', e.id)
        .$if(!e.seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** Deletes the executive's event; false when not theirs (or already gone, or private to the reader). */
    remove: async (executiveId: number, id: number, seesPrivate: boolean): Promise<boolean> => {
      const result = await db
        .deleteFrom('calendar_events')
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** Marks an event (a series: every occurrence) the reader may see private or not; false when there is none such. */
    setPrivate: (executiveId: number, id: number, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> =>
      setItemPrivate(db, 'calendar_events', executiveId, id, isPrivate, seesPrivate),
  };
}
