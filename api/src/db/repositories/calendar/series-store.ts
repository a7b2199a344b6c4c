// The executive's recurring events (migration 018): the series that can reach a range with their
// overrides, and the edits of a series or of one occurrence (a deleted occurrence joins the series'
// exdates; a moved or renamed one becomes an override keyed by its original start). Every query is
// scoped by executive.
import type { CalendarEvent } from '@provana/contracts';
import type { StoredOverride, StoredSeries } from '../../../services/calendar/own-series';
import { seriesEndOf } from '../../../services/calendar/own-series';
import type { Kysely, Selectable } from 'kysely';
import type { CalendarEventOverridesTable, Schema } from '../../schema';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';
import { EVENT_COLUMNS, type EventRow } from './event-row';

const COLUMNS = [...EVENT_COLUMNS, 'exdates'] as const;

type SeriesRow = EventRow & { exdates: string };

const OVERRIDE_COLUMNS = ['event_id', 'original_start', 'title', 'start_time', 'end_time'] as const;

/**
 * Series that start before `to` and end after `from` (or never), or have an occurrence moved to a
 * start in [from, to) (before the series' first start or after its last end), by start.
 */
export const seriesReachingQuery = (db: Kysely<Schema>, executiveId: number, from: string, to: string) =>
  db
    .selectFrom('calendar_events')
    .select(COLUMNS)
    .where('executive_id', '=', executiveId)
    .where('rrule', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('start_time', '<', to), eb.or([eb('series_end', 'is', null), eb('series_end', '>', from)])]),
        eb(
          'id',
          'in',
          db
            .selectFrom('calendar_event_overrides')
            .select('event_id')
            .where('executive_id', '=', executiveId)
            .where('start_time', '>=', from)
            .where('start_time', '<', to),
        ),
      ]),
    )
    .orderBy('start_time')
    .orderBy('id');

/** Every override of those series. */
export const overridesOfSeriesReachingQuery = (db: Kysely<Schema>, executiveId: number, from: string, to: string) =>
  db
    .selectFrom('calendar_event_overrides')
    .select(OVERRIDE_COLUMNS)
    .where('executive_id', '=', executiveId)
    .where('event_id', 'in', seriesReachingQuery(db, executiveId, from, to).clearSelect().clearOrderBy().select('id'))
    .orderBy('id');

export type OverrideRow = Pick<Selectable<CalendarEventOverridesTable>, 'event_id' | 'original_start' | 'title' | 'start_time' | 'end_time'>;
export const toStoredOverride = (o: OverrideRow): StoredOverride => ({
  eventId: o.event_id,
  originalStart: o.original_start,
  title: o.title,
  startTime: o.start_time,
  endTime: o.end_time,
});
export const toStoredSeries =
  (toEvent: (r: SeriesRow) => CalendarEvent) =>
  (r: SeriesRow): StoredSeries => ({ event: toEvent(r), rrule: r.rrule ?? '', exdates: parseList(r.exdates) });

export function calendarSeriesStore(conn: Conn, toEvent: (r: SeriesRow) => CalendarEvent) {
  const { db } = conn;
  const toStored = toStoredSeries(toEvent);
  const overridesOf = async (executiveId: number, ids: readonly number[]): Promise<StoredOverride[]> => {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('calendar_event_overrides')
      .select(OVERRIDE_COLUMNS)
      .where('executive_id', '=', executiveId)
      .where('event_id', 'in', ids)
      .orderBy('id')
      .execute();
    return rows.map(toStoredOverride);
  };
  return {
    /**
     * Series that start before `to` and end after `from` (or never), with all their overrides; private
     * ones left out unless the reader sees private items (the files that write these keep no Busy blocks).
     */
    seriesReaching: async (
      executiveId: number,
      from: string,
      to: string,
      seesPrivate: boolean,
    ): Promise<{ series: StoredSeries[]; overrides: StoredOverride[] }> => {
      const rows = await seriesReachingQuery(db, executiveId, from, to)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .execute();
      return {
        series: rows.map(toStored),
        overrides: await overridesOf(
          executiveId,
          rows.map((r) => r.id),
        ),
      };
    },
    /** One event as stored (a series unexpanded), or undefined when not the executive's or private to the reader. */
    stored: async (executiveId: number, id: number, seesPrivate: boolean): Promise<StoredSeries | undefined> => {
      const row = await db
        .selectFrom('calendar_events')
        .select(COLUMNS)
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return row ? toStored(row) : undefined;
    },
    /** The override of one occurrence (by its original start), or undefined when it was not moved or renamed. */
    overrideAt: async (executiveId: number, eventId: number, originalStart: string): Promise<StoredOverride | undefined> => {
      const row = await db
        .selectFrom('calendar_event_overrides')
        .select(OVERRIDE_COLUMNS)
        .where('executive_id', '=', executiveId)
        .where('event_id', '=', eventId)
        .where('original_start', '=', originalStart)
        .executeTakeFirst();
      return row ? toStoredOverride(row) : undefined;
    },
    /**
     * New times, title, rule and reminder (undefined: unchanged) of a whole series (or a one-off made
     * a series); its exceptions and overrides dropped when told (they name old starts).
     */
    updateSeries: async (e: {
      executiveId: number;
      id: number;
      title: string;
      startTime: string;
      endTime: string;
      rrule: string | null;
      dropExceptions: boolean;
      reminderMinutes?: number | null | undefined;
    }): Promise<void> => {
      await db
        .updateTable('calendar_events')
        .set({
          title: e.title,
          start_time: e.startTime,
          end_time: e.endTime,
          rrule: e.rrule,
          series_end: e.rrule ? seriesEndOf(e.startTime, e.endTime, e.rrule) : null,
          is_sample: 0,
          ...(e.dropExceptions ? { exdates: '[]' } : {}),
          ...(e.reminderMinutes !== undefined ? { reminder_minutes: e.reminderMinutes } : {}),
        })
        .where('executive_id', '=', e.executiveId)
        .where('id', '=', e.id)
        .execute();
      if (e.dropExceptions) await db.deleteFrom('calendar_event_overrides').where('executive_id', '=', e.executiveId).where('event_id', '=', e.id).execute();
    },
    /** Every override of one series, by when it was made. */
    overridesOfSeries: (executiveId: number, eventId: number): Promise<StoredOverride[]> => overridesOf(executiveId, [eventId]),
    /**
     * The event as a whole, exceptions and overrides included: what a calendar app's copy sets (the
     * change made there wins) or an edit the calendar refused puts back. Private only when told.
     */
    replaceSeries: async (e: {
      executiveId: number;
      id: number;
      title: string;
      startTime: string;
      endTime: string;
      rrule: string | null;
      exdates: readonly string[];
      overrides: readonly Omit<StoredOverride, 'eventId'>[];
      private?: boolean | undefined;
      reminderMinutes?: number | null | undefined;
    }): Promise<void> => {
      await db
        .updateTable('calendar_events')
        .set({
          title: e.title,
          start_time: e.startTime,
          end_time: e.endTime,
          rrule: e.rrule,
          series_end: e.rrule ? seriesEndOf(e.startTime, e.endTime, e.rrule) : null,
          exdates: toJson(e.rrule ? [...e.exdates].sort() : []),
          is_sample: 0,
          ...(e.private !== undefined ? { private: e.private ? 1 : 0 } : {}),
          ...(e.reminderMinutes !== undefined ? { reminder_minutes: e.reminderMinutes } : {}),
        })
        .where('executive_id', '=', e.executiveId)
        .where('id', '=', e.id)
        .execute();
      await db.deleteFrom('calendar_event_overrides').where('executive_id', '=', e.executiveId).where('event_id', '=', e.id).execute();
      if (e.rrule && e.overrides.length > 0)
        await db
          .insertInto('calendar_event_overrides')
          .values(
            e.overrides.map((o) => ({
              event_id: e.id,
              executive_id: e.executiveId,
              original_start: o.originalStart,
              title: o.title,
              start_time: o.startTime,
              end_time: o.endTime,
            })),
          )
          .execute();
    },
    /** Moves or renames one occurrence (an override keyed by its original start). */
    overrideOccurrence: async (o: StoredOverride & { executiveId: number }): Promise<void> => {
      const values = { title: o.title, start_time: o.startTime, end_time: o.endTime };
      await db
        .insertInto('calendar_event_overrides')
        .values({ event_id: o.eventId, executive_id: o.executiveId, original_start: o.originalStart, ...values })
        .onConflict((oc) => oc.columns(['event_id', 'original_start']).doUpdateSet(values))
        .execute();
    },
    /** Deletes one occurrence: an exception of the series (its override, if any, goes too). */
    deleteOccurrence: async (executiveId: number, series: StoredSeries, originalStart: string): Promise<void> => {
      const exdates = [...new Set([...series.exdates, originalStart])].sort();
      await db
        .updateTable('calendar_events')
        .set({ exdates: toJson(exdates) })
        .where('executive_id', '=', executiveId)
        .where('id', '=', series.event.id)
        .execute();
      await db
        .deleteFrom('calendar_event_overrides')
        .where('executive_id', '=', executiveId)
        .where('event_id', '=', series.event.id)
        .where('original_start', '=', originalStart)
        .execute();
    },
  };
}
