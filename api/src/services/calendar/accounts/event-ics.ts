// An own event as the iCalendar object Provana writes to the connected calendar: its wall-clock times
// under the executive's TZID with that zone's VTIMEZONE (never as UTC), its own UID and an
// X-PROVANA-EVENT-ID property, so a later sync (even after a re-connect) knows it as the event it
// mirrors and updates it rather than showing it twice. A private event is CLASS:PRIVATE. A repeating
// event is one object: the series with its RRULE (UNTIL as UTC, RFC 5545's rule beside a zoned start)
// and EXDATEs, and one VEVENT per moved or renamed occurrence with the series' UID and the
// RECURRENCE-ID of the occurrence it replaces, so every calendar app shows one series.
import ical, { ICalEventClass } from 'ical-generator';
import type { CalendarEvent } from '@provana/contracts';
import { basic, ruleForExport } from '../calendar-ics';
import type { StoredOverride } from '../own-series';
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

/** A series' rule, its deleted occurrences and its moved or renamed ones (a one-off has none). */
export interface Repeats {
  rrule: string;
  exdates: readonly string[];
  overrides: readonly StoredOverride[];
}

/** Years of zone changes a series' VTIMEZONE lists past its start (apps without the zone read them). */
const SERIES_ZONE_YEARS = 10;

export function eventIcs(executiveId: number, event: CalendarEvent, timeZone: string, now: Date, repeats: Repeats | null = null): string {
  const calendar = ical({ prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' } });
  const years = repeats ? SERIES_ZONE_YEARS : 1;
  calendar.timezone({ name: timeZone, generator: (zone) => vtimezoneOf(zone, new Date(`${event.startTime}Z`), years) });
  const uid = eventUid(executiveId, event.id);
  const x = [{ key: PROVANA_PROPERTY, value: `${executiveId}/${event.id}` }];
  const classOf = event.private ? ICalEventClass.PRIVATE : null;
  const exdate = repeats && repeats.exdates.length > 0 ? `\nEXDATE;TZID=${timeZone}:${repeats.exdates.map(basic).join(',')}` : '';
  calendar.createEvent({
    id: uid,
    start: event.startTime,
    end: event.endTime,
    timezone: timeZone,
    stamp: now,
    summary: event.title,
    description: event.description || null,
    class: classOf,
    ...(repeats ? { repeating: `RRULE:${ruleForExport(repeats.rrule, timeZone)}${exdate}` } : {}),
    x,
  });
  for (const o of repeats?.overrides ?? []) {
    calendar.createEvent({
      id: uid,
      start: o.startTime,
      end: o.endTime,
      timezone: timeZone,
      recurrenceId: o.originalStart,
      stamp: now,
      summary: o.title,
      description: event.description || null,
      class: classOf,
      x,
    });
  }
  // ical-generator writes the stamp in the calendar's zone; RFC 5545 asks for UTC.
  const stamp = `${now.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '')}Z`;
  return calendar.toString().replace(/^DTSTAMP:.*$/gm, `DTSTAMP:${stamp}`);
}
