// An own event as the iCalendar object Provana writes to the connected calendar: its wall-clock times
// under the executive's TZID with that zone's VTIMEZONE (never as UTC), its own UID and an
// X-PROVANA-EVENT-ID property, so a later sync (even after a re-connect) knows it as the event it
// mirrors and updates it rather than showing it twice. A private event is CLASS:PRIVATE.
import ical, { ICalEventClass } from 'ical-generator';
import type { CalendarEvent } from '@provana/contracts';
import { vtimezoneOf } from './vtimezone';

/** The property naming the workspace and event an object mirrors: '<executiveId>/<eventId>'. */
export const PROVANA_PROPERTY = 'X-PROVANA-EVENT-ID';

export const eventUid = (executiveId: number, eventId: number) => `provana-event-${executiveId}-${eventId}@provana.app`;

/** The object's path in the calendar collection: one per event, so a write can never duplicate it. */
export const eventHref = (calendarUrl: string, executiveId: number, eventId: number) =>
  `${new URL(calendarUrl).pathname.replace(/\/?$/, '/')}provana-event-${executiveId}-${eventId}.ics`;

/** The event an object says it mirrors, or null for an object Provana did not write. */
export function mirroredEvent(ics: string): { executiveId: number; eventId: number } | null {
  const m = new RegExp(`^${PROVANA_PROPERTY}:(\\d+)/(\\d+)\\s*$`, 'm').exec(ics);
  return m ? { executiveId: Number(m[1]), eventId: Number(m[2]) } : null;
}

export function eventIcs(executiveId: number, event: CalendarEvent, timeZone: string, now: Date): string {
  const calendar = ical({ prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' } });
  calendar.timezone({ name: timeZone, generator: (zone) => vtimezoneOf(zone, new Date(`${event.startTime}Z`)) });
  calendar.createEvent({
    id: eventUid(executiveId, event.id),
    start: event.startTime,
    end: event.endTime,
    timezone: timeZone,
    stamp: now,
    summary: event.title,
    description: event.description || null,
    class: event.private ? ICalEventClass.PRIVATE : null,
    x: [{ key: PROVANA_PROPERTY, value: `${executiveId}/${event.id}` }],
  });
  // ical-generator writes the stamp in the calendar's zone; RFC 5545 asks for UTC.
  const stamp = `${now.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
  return calendar.toString().replace(/^DTSTAMP:.*$/m, `DTSTAMP:${stamp}`);
}
