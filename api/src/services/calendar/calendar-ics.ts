// iCalendar for calendar apps (ical-generator 10): the executive's events and meetings. Times are
// stored as wall-clock text in the executive's zone; they are written as the UTC instants they name
// (…Z), so every calendar app, in any zone, shows the right moment. UIDs are stable per row.
// A recurring event is written once, in the executive's zone (DTSTART;TZID=… so each
// app repeats it at the same local time across daylight-saving changes), with its RRULE (UNTIL in
// UTC, as RFC 5545 asks beside a zoned start), its EXDATEs, and one VEVENT per override carrying
// the series' UID and the RECURRENCE-ID of the occurrence it replaces. A private event (and every
// occurrence of a private series) is CLASS:PRIVATE, which calendar apps honour when sharing onward.
import ical, { ICalCalendarMethod, ICalEventClass, type ICalCalendar } from 'ical-generator';
import type { CalendarEvent, Meeting } from '@provana/contracts';
import { instantOf } from '@provana/dates';
import type { StoredOverride, StoredSeries } from './own-series';

export interface CalendarIcsInput {
  events: readonly CalendarEvent[];
  meetings: readonly Meeting[];
  now: Date;
  /** Host part of the UIDs (a stable domain for this installation). */
  uidDomain?: string;
  /** The executive's IANA zone: the stored times are read in it; it also goes into X-WR-TIMEZONE as a display hint. */
  timeZone: string;
  /** Recurring events (not in `events`) and their overrides. */
  series?: readonly StoredSeries[];
  overrides?: readonly StoredOverride[];
}

const classOf = (isPrivate: boolean | undefined) => (isPrivate ? ICalEventClass.PRIVATE : null);

/** 'YYYY-MM-DDTHH:MM:SS' → 'YYYYMMDDTHHMMSS'. */
export const basic = (wall: string) => wall.replaceAll('-', '').replaceAll(':', '').slice(0, 15);

/** The stored rule with its floating UNTIL (the executive's wall clock) written as the UTC instant it names. */
export function ruleForExport(rrule: string, timeZone: string): string {
  return rrule.replace(/UNTIL=(\d{8})T(\d{6})(?!Z)/, (_, d: string, t: string) => {
    const wall = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6)}T${t.slice(0, 2)}:${t.slice(2, 4)}:${t.slice(4)}`;
    return `UNTIL=${basic(instantOf(wall, timeZone).toISOString())}Z`;
  });
}

function writeSeries(
  calendar: ICalCalendar,
  series: readonly StoredSeries[],
  overrides: readonly StoredOverride[],
  timeZone: string,
  now: Date,
  uidDomain: string,
) {
  const privateById = new Map(series.map((s) => [s.event.id, s.event.private === true]));
  for (const { event: e, rrule, exdates } of series) {
    const exdate = exdates.length > 0 ? `\nEXDATE;TZID=${timeZone}:${exdates.map(basic).join(',')}` : '';
    calendar.createEvent({
      id: `event-${e.id}@${uidDomain}`,
      start: e.startTime,
      end: e.endTime,
      timezone: timeZone,
      stamp: now,
      summary: e.title,
      description: e.description || null,
      repeating: `RRULE:${ruleForExport(rrule, timeZone)}${exdate}`,
      class: classOf(e.private),
    });
  }
  for (const o of overrides) {
    const isPrivate = privateById.get(o.eventId);
    if (isPrivate === undefined) continue;
    calendar.createEvent({
      id: `event-${o.eventId}@${uidDomain}`,
      start: o.startTime,
      end: o.endTime,
      timezone: timeZone,
      recurrenceId: o.originalStart,
      stamp: now,
      summary: o.title,
      class: classOf(isPrivate),
    });
  }
}

export function buildCalendarIcs({ events, meetings, now, uidDomain = 'provana.app', timeZone, series = [], overrides = [] }: CalendarIcsInput): string {
  const calendar = ical({
    name: 'Provana',
    prodId: { company: 'Provana', product: 'Executive Dashboard', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  // Not the calendar's own `timezone` option: ical-generator would then write the server's wall time under that TZID.
  calendar.x('X-WR-TIMEZONE', timeZone);
  const at = (value: string) => instantOf(value, timeZone);
  for (const e of events) {
    calendar.createEvent({
      id: `event-${e.id}@${uidDomain}`,
      start: at(e.startTime),
      end: at(e.endTime),
      stamp: now,
      summary: e.title,
      description: e.description || null,
      class: classOf(e.private),
    });
  }
  for (const m of meetings) {
    calendar.createEvent({
      id: `meeting-${m.id}@${uidDomain}`,
      start: at(m.startTime),
      end: at(m.endTime),
      stamp: now,
      summary: m.title,
      location: m.location || null,
      description: m.attendees.length > 0 ? `Attendees: ${m.attendees.join(', ')}` : null,
    });
  }
  writeSeries(calendar, series, overrides, timeZone, now, uidDomain);
  return calendar.toString();
}
