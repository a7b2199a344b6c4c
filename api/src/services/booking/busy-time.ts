// The executive's busy time between two instants, from every calendar Provana knows: own events
// (repeating ones expanded, applied time blocks among them, private ones too: only the interval
// leaves this module), own meetings, subscribed feeds and connected calendars (stored as
// subscriptions; free and all-day items left out as elsewhere), and active bookings.
import type { Repositories } from '../../db/repositories';
import { DAY_MS, instantOf, nowIn, toIsoDateTime } from '@provana/dates';
import { subscribedMeetingsBetween } from '../calendar/subscribed-meetings';
import type { Interval } from './free-slots';

const wallIn = (timeZone: string, ms: number) => toIsoDateTime(nowIn(timeZone, ms));

/** `exceptBookingId`: a booking being moved, whose own time (and event) is not busy for itself. */
export async function busyBetween(
  repos: Repositories,
  executiveId: number,
  timeZone: string,
  fromMs: number,
  toMs: number,
  exceptBookingId = 0,
): Promise<Interval[]> {
  // Own items are read by start: a day earlier catches one that began before and runs into the range.
  const fromWall = wallIn(timeZone, fromMs - DAY_MS);
  const toWall = wallIn(timeZone, toMs);
  const [events, meetings, subscribed, bookings, ownEvent] = await Promise.all([
    repos.calendarEvents.between(executiveId, fromWall, toWall, timeZone, true),
    repos.meetings.between(executiveId, fromWall, toWall),
    // Private ones too: only their times leave this function.
    subscribedMeetingsBetween(repos, executiveId, timeZone, { from: new Date(fromMs), to: new Date(toMs) }, true),
    repos.bookings.overlapping(executiveId, fromMs, toMs, exceptBookingId),
    exceptBookingId ? repos.bookings.eventOf(exceptBookingId) : Promise.resolve(null),
  ]);
  const walls = [...events.filter((e) => e.id !== ownEvent), ...meetings, ...subscribed].map((item) => ({
    startMs: instantOf(item.startTime, timeZone).getTime(),
    endMs: instantOf(item.endTime, timeZone).getTime(),
  }));
  return [...walls.filter((i) => Number.isFinite(i.startMs) && Number.isFinite(i.endMs)), ...bookings];
}
