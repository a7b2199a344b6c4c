// Subscribed calendars' occurrences on one day as busy time: the time-block engine places blocks
// around them like around the executive's own meetings. Read-only and only for reading: negative ids
// never collide with a stored meeting's, and all-day events (offsites, holidays, mostly marked free)
// do not fill the day.
import type { Meeting } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import { addIsoDays, instantOf } from '../../lib/dates';
import { expandOccurrences } from './occurrences';

export async function subscribedMeetingsOn(repos: Repositories, executiveId: number, timeZone: string, date: string): Promise<Meeting[]> {
  const range = { from: instantOf(date, timeZone), to: instantOf(addIsoDays(date, 1), timeZone) };
  const series = await repos.calendarSubscriptionEvents.between(executiveId, range.from, range.to);
  return expandOccurrences(series, range, timeZone)
    .occurrences.filter((o) => !o.allDay)
    .map((o, i) => ({ id: -(i + 1), title: o.series.summary, startTime: o.startLocal, endTime: o.endLocal, location: o.series.location, attendees: o.series.attendees, type: 'subscribed' }));
}
