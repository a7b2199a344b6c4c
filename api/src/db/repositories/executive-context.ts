// What the assistant reasons with about one executive (the daily brief's and voice commands' context),
// read in ONE statement: the name plus six lists as JSON columns (dialect/json-rows.ts). Each list is
// the very query its own repository runs, mapped by that repository's row mapper, so the context can
// never disagree with the lists the screens show. One statement instead of six: on SQLite each
// statement's fixed cost and the driver's per-cell object building dominated the brief; on
// PostgreSQL it is one round trip instead of six.
import type { CalendarEvent, Decision, Goal, Meeting, Priority } from '@provana/contracts';
import { jsonRows, readJsonRows } from '../dialect/json-rows';
import { preparedQuery } from '../prepared-query';
import { expandOwnSeries } from '../../services/calendar/own-series';
import { eventsSeenBy } from './calendar/busy-event';
import { calendarEventsBetweenQuery, toCalendarEvent } from './calendar/events';
import { overridesOfSeriesReachingQuery, seriesReachingQuery, toStoredOverride, toStoredSeries } from './calendar/series-store';
import { type SubscribedSeries, seriesBounds, subscribedSeenBy, subscribedSeriesQuery, toSubscribedSeries } from './calendar/subscription-events';
import type { Conn } from './conn';
import { pendingDecisionsQuery, toDecision } from './decisions';
import { goalsListQuery, toGoal } from './goals';
import { meetingsBetweenQuery, toMeeting } from './meetings';
import { prioritiesListQuery, toPriority } from './priorities';

export interface ExecutiveRecords {
  /** null when the executive does not exist. */
  executiveName: string | null;
  priorities: Priority[];
  /** Meetings and calendar events starting in [from, to). */
  meetings: Meeting[];
  calendarEvents: CalendarEvent[];
  goals: Goal[];
  /** The pending ones. */
  decisions: Decision[];
  /** Subscribed calendars' series that can touch the range (services/calendar expands them). */
  subscribedSeries: SubscribedSeries[];
}

export function executiveContextRepository(conn: Conn) {
  const { db, dialect } = conn;
  const read = preparedQuery(conn, 5, (executiveId: number, from: string, to: string, startBefore: number, endAfter: number) =>
    db.selectNoFrom((eb) => [
      eb.selectFrom('executives').select('name').where('id', '=', executiveId).as('executive_name'),
      jsonRows(dialect, prioritiesListQuery(db, executiveId)).as('priorities'),
      jsonRows(dialect, meetingsBetweenQuery(db, executiveId, from, to)).as('meetings'),
      jsonRows(dialect, calendarEventsBetweenQuery(db, executiveId, from, to).where('rrule', 'is', null)).as('calendar_events'),
      // Recurring events: expanded below.
      jsonRows(dialect, seriesReachingQuery(db, executiveId, from, to)).as('own_series'),
      jsonRows(dialect, overridesOfSeriesReachingQuery(db, executiveId, from, to)).as('own_overrides'),
      jsonRows(dialect, goalsListQuery(db, executiveId)).as('goals'),
      jsonRows(dialect, pendingDecisionsQuery(db, executiveId)).as('decisions'),
      jsonRows(dialect, subscribedSeriesQuery(db, executiveId, startBefore, endAfter)).as('subscribed_series'),
    ]),
  );
  return {
    /**
     * The executive's records for [from, to) (date-time strings), in the lists' own orders; `instants`
     * is the same range as instants in the executive's zone (default: read in UTC, which the series
     * bounds' day of slack covers). Recurring events are expanded in `timeZone`. Private events are
     * Busy (their time only) unless the reader sees private items: nothing of them reaches an engine.
     */
    read: async (
      executiveId: number,
      from: string,
      to: string,
      seesPrivate: boolean,
      instants?: { from: Date; to: Date },
      timeZone = 'UTC',
    ): Promise<ExecutiveRecords> => {
      const bounds = seriesBounds(instants?.from ?? new Date(`${from}Z`), instants?.to ?? new Date(`${to}Z`));
      const [row] = await read(executiveId, from, to, bounds.startBefore, bounds.endAfter);
      if (!row) throw new Error('executive context: the statement returned no row');
      const oneOffs = readJsonRows(row.calendar_events).map(toCalendarEvent);
      const series = readJsonRows(row.own_series).map(toStoredSeries(toCalendarEvent));
      const allEvents =
        series.length === 0
          ? oneOffs
          : [...oneOffs, ...expandOwnSeries(series, readJsonRows(row.own_overrides).map(toStoredOverride), from, to, timeZone)].sort(
              (a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id,
            );
      return {
        executiveName: row.executive_name,
        priorities: readJsonRows(row.priorities).map(toPriority),
        meetings: readJsonRows(row.meetings).map(toMeeting),
        calendarEvents: eventsSeenBy(allEvents, seesPrivate),
        goals: readJsonRows(row.goals).map(toGoal),
        decisions: readJsonRows(row.decisions).map((r) => toDecision(r)),
        subscribedSeries: subscribedSeenBy(readJsonRows(row.subscribed_series).map(toSubscribedSeries), seesPrivate),
      };
    },
  };
}
