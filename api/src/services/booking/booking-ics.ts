// The invitation a guest's calendar app reads: METHOD:REQUEST (or CANCEL) with the executive as
// organizer and the guest as the one attendee, the times under the executive's TZID with its
// VTIMEZONE, one UID per booking and a SEQUENCE that grows with every change, so a reschedule or
// cancel updates the same entry. The guest's words go in as text: the generator escapes them.
import ical, { ICalCalendarMethod, ICalEventStatus, ICalAttendeeRole, ICalAttendeeStatus } from 'ical-generator';
import { nowIn, toIsoDateTime } from '@provana/dates';
import { vtimezoneOf } from '../calendar/accounts/vtimezone';

export interface InvitationFacts {
  bookingId: number;
  title: string;
  description: string;
  location: string;
  startMs: number;
  endMs: number;
  hostTimeZone: string;
  organizer: { name: string; email: string };
  guest: { name: string; email: string };
  nowMs: number;
}

export const bookingUid = (bookingId: number) => `provana-booking-${bookingId}@provana.app`;

export function invitationIcs(facts: InvitationFacts, method: 'REQUEST' | 'CANCEL'): string {
  const zone = facts.hostTimeZone;
  const calendar = ical({ prodId: { company: 'Provana', product: 'Booking links', language: 'EN' }, method: ICalCalendarMethod[method] });
  // UTC has no TZID to name: the times are written as UTC (…Z), never as floating wall clock.
  const utc = /^(Etc\/)?(UTC|GMT|Zulu)$/.test(zone);
  if (!utc) calendar.timezone({ name: zone, generator: (z) => vtimezoneOf(z, new Date(facts.startMs)) });
  const wall = (ms: number) => (utc ? new Date(ms) : toIsoDateTime(nowIn(zone, ms)));
  calendar.createEvent({
    id: bookingUid(facts.bookingId),
    // Seconds since 2020: later changes carry a higher sequence without a stored counter.
    sequence: Math.floor((facts.nowMs - Date.UTC(2020, 0, 1)) / 1000),
    start: wall(facts.startMs),
    end: wall(facts.endMs),
    ...(utc ? {} : { timezone: zone }),
    stamp: new Date(facts.nowMs),
    summary: facts.title,
    description: facts.description || null,
    location: facts.location || null,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: facts.organizer,
    attendees: [
      {
        name: facts.guest.name,
        email: facts.guest.email,
        rsvp: method === 'REQUEST',
        role: ICalAttendeeRole.REQ,
        status: method === 'CANCEL' ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  const stamp = `${new Date(facts.nowMs).toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${stamp}`);
}
