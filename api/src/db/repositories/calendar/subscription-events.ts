// The events of each subscribed calendar's last good fetch (migrations 014, 021), as EventSeries rows.
// A feed's sync replaces one subscription's events as a whole (inside its transaction), a connected
// calendar's the rows of one object (its href); the range read finds
// the series that can touch [from, to) through (executive_id, start_at), with a day of slack for
// floating and all-day events, whose instants depend on the executive's zone.
import { BUSY_EVENT_TITLE } from '@provana/contracts';
import { addedDateOf, addedDateText, type EventSeries } from '../../../services/calendar/event-series';
import { feedSpans } from '../../../services/calendar/feed-spans';
import type { Kysely, Selectable } from 'kysely';
import type { CalendarSubscriptionEventsTable, CalendarSubscriptionsTable, Schema } from '../../schema';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';

/** 19 parameters a row: far below both databases' limits. */
const ROWS_PER_INSERT = 200;
const SLACK_MS = 86_400_000;

/** A stored series with the calendar it came from. */
export interface SubscribedSeries extends EventSeries {
  id: number;
  subscriptionId: number;
  subscriptionName: string;
  colour: string;
}

/** The stored-span bounds that find every series able to touch [from, to), in any zone (epoch ms). */
export const seriesBounds = (from: Date, to: Date) => ({ startBefore: to.getTime() + SLACK_MS, endAfter: from.getTime() - SLACK_MS });

/** The series starting before `startBefore` and ending after `endAfter` (or never), with their calendar; also read by the brief's one statement. */
export const subscribedSeriesQuery = (db: Kysely<Schema>, executiveId: number, startBefore: number, endAfter: number) =>
  db
    .selectFrom('calendar_subscription_events as e')
    .innerJoin('calendar_subscriptions as s', 's.id', 'e.subscription_id')
    .select([
      'e.id',
      'e.subscription_id',
      's.name',
      's.colour',
      'e.uid',
      'e.recurrence_id',
      'e.summary',
      'e.location',
      'e.attendees',
      'e.all_day',
      'e.start_local',
      'e.time_zone',
      'e.duration_ms',
      'e.rrule',
      'e.exdates',
      'e.rdates',
      'e.this_and_future',
      'e.free',
      'e.private',
    ])
    .where('e.executive_id', '=', executiveId)
    .where('e.start_at', '<', startBefore)
    .where((eb) => eb.or([eb('e.end_at', 'is', null), eb('e.end_at', '>', endAfter)]))
    .orderBy('e.start_at')
    .orderBy('e.id');

/** What the range read selects: the stored series' columns and its calendar's name and colour (types from the schema). */
type SeriesRow = Pick<
  Selectable<CalendarSubscriptionEventsTable>,
  | 'id'
  | 'subscription_id'
  | 'uid'
  | 'recurrence_id'
  | 'summary'
  | 'location'
  | 'attendees'
  | 'all_day'
  | 'start_local'
  | 'time_zone'
  | 'duration_ms'
  | 'rrule'
  | 'exdates'
  | 'rdates'
  | 'this_and_future'
  | 'free'
  | 'private'
> &
  Pick<Selectable<CalendarSubscriptionsTable>, 'name' | 'colour'>;

export const toSubscribedSeries = (r: SeriesRow): SubscribedSeries => ({
  id: r.id,
  subscriptionId: r.subscription_id,
  subscriptionName: r.name,
  colour: r.colour,
  scope: String(r.subscription_id),
  uid: r.uid,
  recurrenceId: r.recurrence_id,
  summary: r.summary,
  location: r.location,
  attendees: parseList(r.attendees),
  allDay: Number(r.all_day) === 1,
  startLocal: r.start_local,
  timeZone: r.time_zone,
  durationMs: Number(r.duration_ms),
  rrule: r.rrule,
  exdates: parseList(r.exdates),
  rdates: parseList(r.rdates).map(addedDateOf),
  thisAndFuture: Number(r.this_and_future) === 1,
  ...(Number(r.free) === 1 ? { free: true as const } : {}),
  ...(Number(r.private) === 1 ? { private: true as const } : {}),
});

/**
 * Series as the reader may see them: a private one (CLASS:PRIVATE or CONFIDENTIAL) keeps its times,
 * so it is still busy time, but is Busy without place or attendees unless the reader sees private items.
 */
export const subscribedSeenBy = (series: SubscribedSeries[], seesPrivate: boolean): SubscribedSeries[] =>
  seesPrivate ? series : series.map((s) => (s.private ? { ...s, summary: BUSY_EVENT_TITLE, location: '', attendees: [] } : s));

export function calendarSubscriptionEventsRepository(conn: Conn) {
  const { db } = conn;
  const insert = async (subscriptionId: number, executiveId: number, series: readonly EventSeries[], href: string | null): Promise<number> => {
    const spans = feedSpans(series);
    const rows = series.map((s, i) => {
      const span = spans[i] ?? { startAt: 0, endAt: null };
      return {
        subscription_id: subscriptionId,
        executive_id: executiveId,
        uid: s.uid,
        recurrence_id: s.recurrenceId,
        summary: s.summary,
        location: s.location,
        attendees: toJson(s.attendees),
        all_day: s.allDay ? 1 : 0,
        start_local: s.startLocal,
        time_zone: s.timeZone,
        duration_ms: s.durationMs,
        rrule: s.rrule,
        exdates: toJson(s.exdates),
        rdates: toJson(s.rdates.map(addedDateText)),
        this_and_future: s.thisAndFuture ? 1 : 0,
        start_at: span.startAt,
        end_at: span.endAt,
        caldav_href: href,
        free: s.free ? 1 : 0,
        private: s.private ? 1 : 0,
      };
    });
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
      await db
        .insertInto('calendar_subscription_events')
        .values(rows.slice(i, i + ROWS_PER_INSERT))
        .execute();
    return rows.length;
  };
  return {
    /** Replaces the subscription's events; run it in repos.transaction so readers see the old set or the new, never a mix. */
    replace: async (subscriptionId: number, executiveId: number, series: readonly EventSeries[]): Promise<number> => {
      await db.deleteFrom('calendar_subscription_events').where('subscription_id', '=', subscriptionId).execute();
      return insert(subscriptionId, executiveId, series, null);
    },
    /** Replaces the rows of one object of a connected calendar (its href); none when `series` is empty. */
    replaceObject: async (subscriptionId: number, executiveId: number, href: string, series: readonly EventSeries[]): Promise<number> => {
      await db.deleteFrom('calendar_subscription_events').where('subscription_id', '=', subscriptionId).where('caldav_href', '=', href).execute();
      return insert(subscriptionId, executiveId, series, href);
    },
    /** Every series of the executive's subscriptions that can have an occurrence in [from, to), private ones Busy unless the reader sees them. */
    between: async (executiveId: number, from: Date, to: Date, seesPrivate: boolean): Promise<SubscribedSeries[]> => {
      const bounds = seriesBounds(from, to);
      const rows = await subscribedSeriesQuery(db, executiveId, bounds.startBefore, bounds.endAfter).execute();
      return subscribedSeenBy(rows.map(toSubscribedSeries), seesPrivate);
    },
  };
}
