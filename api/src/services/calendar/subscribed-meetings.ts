// Subscribed calendars' occurrences as meetings, for every place the executive's own meetings are
// read: the brief's meetings and the voice context (those with attendees), the bell, the time-block
// engine's busy time and the calendar-event move's overlap check. Each carries its calendar
// (`source`) and a negative id: unique in its list, never a stored meeting's. All-day occurrences
// (holidays, offsites, mostly marked free) are not meetings and do not fill a day; neither is an
// event its calendar marks free (TRANSP:TRANSPARENT).
import type { BriefMeeting, CalendarSource } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import type { SubscribedSeries } from '../../db/repositories/calendar/subscription-events';
import { expandOccurrences, type Range } from './occurrences';

export type SubscribedMeeting = BriefMeeting & { source: CalendarSource };

export interface SubscribedMeetingOptions {
  /** Only occurrences with attendees: the brief's "meetings" (a focus block or a dentist visit is not one). */
  withAttendees?: boolean;
}

/** The timed occurrences of `series` overlapping `range`, as meetings in `timeZone`'s wall clock, by start. */
export function subscribedMeetings(
  series: readonly SubscribedSeries[],
  range: Range,
  timeZone: string,
  options: SubscribedMeetingOptions = {},
): SubscribedMeeting[] {
  return expandOccurrences(series, range, timeZone)
    .occurrences.filter((o) => !o.allDay && !o.series.free && (!options.withAttendees || o.series.attendees.length > 0))
    .map((o, i) => ({
      id: -(i + 1),
      title: o.series.summary,
      startTime: o.startLocal,
      endTime: o.endLocal,
      location: o.series.location,
      attendees: o.series.attendees,
      type: 'subscribed',
      source: { subscriptionId: o.series.subscriptionId, name: o.series.subscriptionName, colour: o.series.colour },
    }));
}

/** Reads and expands the executive's subscribed series for [from, to) (instants); private ones Busy unless the reader sees them. */
export async function subscribedMeetingsBetween(
  repos: Repositories,
  executiveId: number,
  timeZone: string,
  range: Range,
  seesPrivate: boolean,
  options?: SubscribedMeetingOptions,
): Promise<SubscribedMeeting[]> {
  const series = await repos.calendarSubscriptionEvents.between(executiveId, range.from, range.to, seesPrivate);
  return series.length === 0 ? [] : subscribedMeetings(series, range, timeZone, options);
}
