// iCalendar for calendar apps (ical-generator 10): the executive's events and meetings. Times are
// stored as wall-clock text in the executive's zone; they are written as the UTC instants they name
// (…Z), so every calendar app, in any zone, shows the right moment. UIDs are stable per row.
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarEvent, Meeting } from '@provana/contracts';
import { instantOf } from '../lib/dates';

export interface CalendarIcsInput {
  events: readonly CalendarEvent[];
  meetings: readonly Meeting[];
  now: Date;
  /** Host part of the UIDs (a stable domain for this installation). */
  uidDomain?: string;
  /** The executive's IANA zone: the stored times are read in it; it also goes into X-WR-TIMEZONE as a display hint. */
  timeZone: string;
}

export function buildCalendarIcs({ events, meetings, now, uidDomain = 'provana.app', timeZone }: CalendarIcsInput): string {
  const calendar = ical({ name: 'Provana', prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  // Not the calendar's own `timezone` option: ical-generator would then write the server's wall time under that TZID.
  calendar.x('X-WR-TIMEZONE', timeZone);
  const at = (value: string) => instantOf(value, timeZone);
  for (const e of events) {
    calendar.createEvent({ id: `event-${e.id}@${uidDomain}`, start: at(e.startTime), end: at(e.endTime), stamp: now, summary: e.title, description: e.description || null });
  }
  for (const m of meetings) {
    calendar.createEvent({
      id: `meeting-${m.id}@${uidDomain}`, start: at(m.startTime), end: at(m.endTime), stamp: now, summary: m.title,
      location: m.location || null, description: m.attendees.length > 0 ? `Attendees: ${m.attendees.join(', ')}` : null,
    });
  }
  return calendar.toString();
}
