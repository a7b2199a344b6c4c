// Reads an iCalendar (RFC 5545) text into EventSeries rows (event-series.ts).
//
// Parser choice, measured on test/fixtures/ical (a Google-style and an Outlook-style file), Node 20:
// | case                                   | ical.js 2.2                          | node-ical 0.26.1 (0.27 needs Node ≥ 22) |
// |----------------------------------------|--------------------------------------|------------------------------------------|
// | VTIMEZONE definitions                  | yes, once registered                 | yes                                      |
// | Windows TZID with its VTIMEZONE        | yes, through the definition          | yes, mapped to IANA (CLDR table)         |
// | Windows TZID without VTIMEZONE         | no: read as floating (wrong hour)    | yes (CLDR table)                         |
// | all-day (VALUE=DATE)                   | isDate, floating                     | a Date at midnight + dateOnly flag       |
// | RRULE + EXDATE                         | iterator applies EXDATE              | rrule.between ignores EXDATE (caller's)  |
// | RECURRENCE-ID override                 | separate VEVENT (caller relates it)  | folded into `recurrences`                |
// | DST crossing (weekly 09:00 Berlin)     | 09:00 wall clock before and after    | same                                     |
// | event crossing midnight                | yes                                  | yes                                      |
// | dependencies                           | none; already installed              | temporal-polyfill + rrule-temporal       |
// (node-ical 0.27.2 declares engines node >= 22: npm installs it on Node 20 with an EBADENGINE warning
// and it ran these cases, but outside its supported range; 0.26.1 is the last release for Node 20.)
// Both read every case (node-ical leaves EXDATE to the caller; ical.js needs the Windows names
// mapped), so ical.js is used: no new dependency, strict RFC parsing, and its RRULE iterator also
// expands stored series (occurrences.ts).
// The Windows names are mapped with CLDR's table (windows-zones.ts); results are kept as wall clock +
// IANA zone and expanded by occurrences.ts, never as ical.js objects.
// Not read: RDATE, RANGE=THISANDFUTURE, VTODO/VJOURNAL, alarms.
import ICAL from 'ical.js';
import { DAY_MS, type EventSeries } from './event-series';
import { instantOfValue, keyInSeries, zonedValueOf, type ZonedValue } from './ical-zones';
import { daysBetween } from '../../lib/dates';

export class IcalParseError extends Error {}

/** More events than any real calendar feed holds; the 5 MB fetch cap comes first in practice. */
export const MAX_EVENTS = 20_000;
const MAX_TEXT = 500;
const MAX_ATTENDEES = 100;

const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, MAX_TEXT) : '');

function attendeesOf(event: ICAL.Component): string[] {
  return event
    .getAllProperties('attendee')
    .slice(0, MAX_ATTENDEES)
    .map((p) => {
      const cn = p.getParameter('cn');
      const name = typeof cn === 'string' && cn.trim() ? cn : String(p.getFirstValue() ?? '').replace(/^mailto:/i, '');
      return name.trim().slice(0, 200);
    })
    .filter((name) => name.length > 0);
}

function valuesOf(event: ICAL.Component, name: string): ZonedValue[] {
  return event.getAllProperties(name).flatMap((p) => p.getValues().map((v) => zonedValueOf(p, v as ICAL.Time)));
}

interface Raw {
  series: EventSeries;
  recurrence: ZonedValue | null;
  exdates: ZonedValue[];
  cancelled: boolean;
}

function readEvent(event: ICAL.Component, index: number, scope: string): Raw | null {
  const startProp = event.getFirstProperty('dtstart');
  if (!startProp) return null;
  const start = zonedValueOf(startProp);
  const endProp = event.getFirstProperty('dtend');
  const durationValue = event.getFirstPropertyValue('duration') as ICAL.Duration | null;
  let durationMs: number;
  if (start.isDate) {
    const endDate = endProp ? zonedValueOf(endProp).local.slice(0, 10) : null;
    const days = endDate ? daysBetween(start.local, endDate) : durationValue ? Math.round(durationValue.toSeconds() / 86_400) : 1;
    durationMs = Math.max(1, days) * DAY_MS;
  } else if (endProp) {
    // Exact time between the two instants (a floating start reads a floating end the same way).
    durationMs = instantOfValue(zonedValueOf(endProp), start.zone ?? 'UTC') - instantOfValue(start, 'UTC');
  } else {
    durationMs = durationValue ? durationValue.toSeconds() * 1000 : 0;
  }
  const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
  const recurrenceProp = event.getFirstProperty('recurrence-id');
  return {
    series: {
      scope,
      uid: text(event.getFirstPropertyValue('uid')) || `no-uid-${index}`,
      recurrenceId: null,
      summary: text(event.getFirstPropertyValue('summary')) || '(No title)',
      location: text(event.getFirstPropertyValue('location')),
      attendees: attendeesOf(event),
      allDay: start.isDate,
      startLocal: start.local,
      timeZone: start.zone,
      durationMs: Math.max(0, durationMs),
      rrule: rrule && !recurrenceProp ? rrule.toString() : null,
      exdates: [],
    },
    recurrence: recurrenceProp ? zonedValueOf(recurrenceProp) : null,
    exdates: valuesOf(event, 'exdate'),
    cancelled: text(event.getFirstPropertyValue('status')).toUpperCase() === 'CANCELLED',
  };
}

/** Registers the file's VTIMEZONEs for the synchronous parse only: feeds never see each other's. */
function withZones<T>(root: ICAL.Component, fn: () => T): T {
  const added: string[] = [];
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid !== 'string' || ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(zone);
    added.push(tzid);
  }
  try {
    return fn();
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  }
}

function rootOf(icsText: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(icsText);
  } catch (error) {
    throw new IcalParseError(`The calendar could not be read (${error instanceof Error ? error.message : 'invalid iCalendar'})`);
  }
  // Several VCALENDARs in one file come as an array: read the first.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const root = new ICAL.Component(first as unknown[]);
  if (root.name !== 'vcalendar') throw new IcalParseError('The file is not an iCalendar calendar');
  return root;
}

/**
 * Every VEVENT as a series or an override, cancelled ones dropped (a cancelled override becomes an
 * exception of its series). `scope` groups a series with its overrides (the subscription).
 */
export function parseIcal(icsText: string, scope = ''): EventSeries[] {
  const root = rootOf(icsText);
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS) throw new IcalParseError(`The calendar has more than ${MAX_EVENTS} events`);
  const raws = withZones(root, () => {
    try {
      return vevents.map((e, i) => readEvent(e, i, scope)).filter((r): r is Raw => r !== null);
    } catch (error) {
      throw new IcalParseError(`The calendar could not be read (${error instanceof Error ? error.message : 'invalid event'})`);
    }
  });
  const masters = new Map(raws.filter((r) => !r.recurrence).map((r) => [r.series.uid, r]));
  const out: EventSeries[] = [];
  for (const raw of raws) {
    if (!raw.recurrence) {
      if (raw.cancelled) continue;
      raw.series.exdates = raw.exdates.map((v) => keyInSeries(v, raw.series));
      out.push(raw.series);
      continue;
    }
    const master = masters.get(raw.series.uid);
    const key = keyInSeries(raw.recurrence, master?.series ?? raw.series);
    if (raw.cancelled) {
      master?.exdates.push(raw.recurrence);
      if (master) master.series.exdates.push(key);
      continue;
    }
    out.push({ ...raw.series, recurrenceId: key });
  }
  return out;
}
