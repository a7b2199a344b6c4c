// iCalendar for calendar apps (ical-generator 10): the executive's events and meetings. Times are
// stored as wall-clock local times without a zone, so they are written floating (no TZID, no Z):
// a calendar app shows each at the same local time the dashboard does. UIDs are stable per row.
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { CalendarEvent, Meeting } from '@provana/contracts';

export interface CalendarIcsInput {
  events: readonly CalendarEvent[];
  meetings: readonly Meeting[];
  now: Date;
  /** Host part of the UIDs (a stable domain for this installation). */
  uidDomain?: string;
}

/** 'YYYY-MM-DDTHH:MM[:SS]' read as wall-clock time (the Date's local fields carry it to the writer). */
const wallClock = (value: string): Date => new Date(value.length === 16 ? `${value}:00` : value);

export function buildCalendarIcs({ events, meetings, now, uidDomain = 'provana.app' }: CalendarIcsInput): string {
  const calendar = ical({ name: 'Provana', prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  for (const e of events) {
    calendar.createEvent({ id: `event-${e.id}@${uidDomain}`, start: wallClock(e.startTime), end: wallClock(e.endTime), floating: true, stamp: now, summary: e.title, description: e.description || null });
  }
  for (const m of meetings) {
    calendar.createEvent({
      id: `meeting-${m.id}@${uidDomain}`, start: wallClock(m.startTime), end: wallClock(m.endTime), floating: true, stamp: now, summary: m.title,
      location: m.location || null, description: m.attendees.length > 0 ? `Attendees: ${m.attendees.join(', ')}` : null,
    });
  }
  return calendar.toString();
}
