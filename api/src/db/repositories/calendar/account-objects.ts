// What was read from or written to a connected calendar (migration 031): each object by href with the
// ETag last seen, and the executive's own event it mirrors when Provana wrote it. The ETag is what a
// write sends in If-Match; an object unknown here is new to Provana.
import type { Conn } from '../conn';

export interface StoredObject {
  id: number;
  calendarId: number;
  href: string;
  etag: string | null;
  eventId: number | null;
}

/** An own event's object, with where it lives. */
export interface EventObject extends StoredObject {
  accountId: number;
}

export function calendarAccountObjectsRepository(conn: Conn) {
  const { db } = conn;
  const toObject = (r: { id: number; calendar_id: number; href: string; etag: string | null; event_id: number | null }): StoredObject => ({
    id: r.id,
    calendarId: r.calendar_id,
    href: r.href,
    etag: r.etag,
    eventId: r.event_id,
  });
  return {
    ofCalendar: async (calendarId: number): Promise<StoredObject[]> =>
      (
        await db
          .selectFrom('calendar_account_objects')
          .select(['id', 'calendar_id', 'href', 'etag', 'event_id'])
          .where('calendar_id', '=', calendarId)
          .execute()
      ).map(toObject),
    /** The object an own event was written to, or undefined. */
    ofEvent: async (eventId: number): Promise<EventObject | undefined> => {
      const row = await db
        .selectFrom('calendar_account_objects as o')
        .innerJoin('calendar_account_calendars as c', 'c.id', 'o.calendar_id')
        .select(['o.id', 'o.calendar_id', 'o.href', 'o.etag', 'o.event_id', 'c.account_id'])
        .where('o.event_id', '=', eventId)
        .executeTakeFirst();
      return row ? { ...toObject(row), accountId: row.account_id } : undefined;
    },
    /** Records (or updates) an object's ETag and the own event it mirrors. */
    save: async (o: { calendarId: number; href: string; etag: string | null; eventId: number | null }) => {
      await db
        .insertInto('calendar_account_objects')
        .values({ calendar_id: o.calendarId, href: o.href, etag: o.etag, event_id: o.eventId })
        .onConflict((oc) => oc.columns(['calendar_id', 'href']).doUpdateSet({ etag: o.etag, event_id: o.eventId }))
        .execute();
    },
    remove: async (calendarId: number, href: string) => {
      await db.deleteFrom('calendar_account_objects').where('calendar_id', '=', calendarId).where('href', '=', href).execute();
    },
    /**
     * The executive's own events (sample data left out) that no connected calendar holds yet and that
     * reach [from, to) (wall clock): a one-off ending after `from`, a series not over by then; by start.
     */
    unwritten: async (executiveId: number, from: string, to: string, limit: number): Promise<number[]> =>
      (
        await db
          .selectFrom('calendar_events as e')
          .leftJoin('calendar_account_objects as o', 'o.event_id', 'e.id')
          .select('e.id')
          .where('e.executive_id', '=', executiveId)
          .where('o.id', 'is', null)
          .where('e.is_sample', '=', 0)
          .where('e.start_time', '<', to)
          .where((eb) =>
            eb.or([
              eb.and([eb('e.rrule', 'is', null), eb('e.end_time', '>', from)]),
              eb.and([eb('e.rrule', 'is not', null), eb.or([eb('e.series_end', 'is', null), eb('e.series_end', '>', from)])]),
            ]),
          )
          .orderBy('e.start_time')
          .orderBy('e.id')
          .limit(limit)
          .execute()
      ).map((r) => r.id),
    /** Forgets what a hidden calendar showed (its own events' objects stay: they are still written). */
    forgetShown: async (calendarId: number) => {
      await db.deleteFrom('calendar_account_objects').where('calendar_id', '=', calendarId).where('event_id', 'is', null).execute();
    },
  };
}
