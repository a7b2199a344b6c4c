// iCalendar for calendar apps (ical-generator 10): the executive's events and meetings. Times are
// stored as wall-clock local times without a zone, so they are written floating (no TZID, no Z):
// a calendar app shows each at the same local time the dashboard does. UIDs are stable per row.
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarEvent, Meeting } from '@provana/contracts';
import { instantOf } from '../lib/dates';

export interface CalendarIcsInput {
  events: readonly CalendarEvent[];
  meetings: readonly Meeting[];
  now: Date;
  /** Host part of the UIDs (a stable domain for this installation). */
  uidDomain?: string;
  /**
   * The executive's IANA zone. With it, times are written as UTC instants (…Z), the exact moment in
   * every calendar app, and the zone goes into X-WR-TIMEZONE as the calendar's display hint.
   */
  timeZone?: string;
}

/** 'YYYY-MM-DDTHH:MM[:SS]' read as wall-clock time (the Date's local fields carry it to the writer). */
const wallClock = (value: string): Date => new Date(value.length === 16 ? `${value}:00` : value);

export function buildCalendarIcs({ events, meetings, now, uidDomain = 'provana.app', timeZone }: CalendarIcsInput): string {
  const calendar = ical({ name: 'Provana', prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  // Not the calendar's own `timezone` option: ical-generator would then write the server's wall time under that TZID.
  if (timeZone) calendar.x('X-WR-TIMEZONE', timeZone);
  const at = (value: string) => (timeZone ? instantOf(value, timeZone) : wallClock(value));
  const floating = !timeZone;
  for (const e of events) {
    calendar.createEvent({ id: `event-${e.id}@${uidDomain}`, start: at(e.startTime), end: at(e.endTime), floating, stamp: now, summary: e.title, description: e.description || null });
  }
  for (const m of meetings) {
    calendar.createEvent({
      id: `meeting-${m.id}@${uidDomain}`, start: at(m.startTime), end: at(m.endTime), floating, stamp: now, summary: m.title,
      location: m.location || null, description: m.attendees.length > 0 ? `Attendees: ${m.attendees.join(', ')}` : null,
    });
  }
  return calendar.toString();
}
