// Reads an iCalendar (RFC 5545) text into EventSeries rows (event-series.ts).
//
// Why ical.js: how the two parsers read test/fixtures/ical (a Google-style and an Outlook-style file):
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
// (node-ical's releases after 0.26 require Node ≥ 22; this project also runs on Node 20.19.)
// Both read every case (node-ical leaves EXDATE to the caller; ical.js needs the Windows names
// mapped), so ical.js is used: no new dependency, its RFC value parsing, and its RRULE iterator also
// expands stored series (occurrences.ts).
// The Windows names are mapped with CLDR's table (windows-zones.ts); results are kept as wall clock +
// IANA zone and expanded by occurrences.ts, never as ical.js objects.
// Lenient like other clients (ics-tree.ts, read-vevent.ts): what cannot be read is left out at the
// smallest scope (a line, a value, else the event) and counted (skipped-events.ts); only text that is
// not iCalendar at all is refused. Floating times are read in the calendar's X-WR-TIMEZONE when it
// names one. RDATE (PERIOD too) and RANGE=THISANDFUTURE are kept for expansion (occurrences.ts).
// Not read: VTODO/VJOURNAL, alarms.
import ICAL from 'ical.js';
import type { EventSeries } from './event-series';
import { IcalParseError, readIcsTree } from './ics-tree';
import { ianaOf, keyInSeries } from './ical-zones';
import { readEvent, type RawEvent } from './read-vevent';
import { noneSkipped, type SkippedEvents } from './skipped-events';
import { endBefore } from './this-and-future';

export { IcalParseError };

/** More events than any real calendar feed holds; the 5 MB fetch cap comes first in practice. */
export const MAX_EVENTS = 20_000;

export interface IcalReading {
  /** Every VEVENT as a series or an override, cancelled ones left out. */
  series: EventSeries[];
  /** What could not be read and was left out. */
  skipped: SkippedEvents;
}

/** Registers the file's VTIMEZONEs for the synchronous parse only: feeds never see each other's. */
function withZones<T>(root: ICAL.Component, fn: () => T): T {
  const added: string[] = [];
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    if (typeof tzid !== 'string' || ICAL.TimezoneService.has(tzid)) continue;
    try {
      ICAL.TimezoneService.register(zone);
      added.push(tzid);
    } catch {
      // A definition ical.js cannot read: times in that zone read as the TZID alone allows.
    }
  }
  try {
    return fn();
  } finally {
    for (const tzid of added) ICAL.TimezoneService.remove(tzid);
  }
}

/** The calendar's own zone for floating times (X-WR-TIMEZONE), when it names one this server knows. */
function calendarZone(root: ICAL.Component): string | null {
  try {
    const name = root.getFirstPropertyValue('x-wr-timezone');
    return typeof name === 'string' ? ianaOf(name) : null;
  } catch {
    return null;
  }
}

/** Keys a series' own exceptions and added dates (in its zone and shape). */
function keyed(raw: RawEvent): EventSeries {
  const s = raw.series;
  const rdates = new Map(raw.rdates.map((d) => [keyInSeries(d.value, s), d.durationMs]));
  return { ...s, exdates: raw.exdates.map((v) => keyInSeries(v, s)), rdates: [...rdates].map(([key, durationMs]) => ({ key, durationMs })) };
}

/** An override that moves later occurrences, put in its series' zone so the move is wall clock in that zone. */
function inZoneOf(o: EventSeries, master: EventSeries): EventSeries {
  if (o.allDay || master.allDay || master.timeZone === o.timeZone) return o;
  return { ...o, startLocal: keyInSeries({ local: o.startLocal, zone: o.timeZone, isDate: false }, master), timeZone: master.timeZone };
}

/**
 * Reads `icsText`: every VEVENT as a series or an override, and what was left out. A cancelled
 * override becomes an exception of its series (with RANGE=THISANDFUTURE, the series ends there).
 * `scope` groups a series with its overrides (the subscription).
 */
export function readIcal(icsText: string, scope = ''): IcalReading {
  const tree = readIcsTree(icsText);
  const { root } = tree;
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS) throw new IcalParseError(`The calendar has more than ${MAX_EVENTS} events`);
  const skipped = noneSkipped();
  skipped.lines += tree.dropped.get(root.jCal)?.length ?? 0;
  const floatingZone = calendarZone(root);
  const raws = withZones(root, () =>
    vevents.flatMap((event, index): RawEvent[] => {
      if (tree.cutOff.has(event.jCal)) {
        skipped.events.cutOff += 1;
        return [];
      }
      try {
        const reading = readEvent(event, { index, scope, floatingZone, dropped: tree.dropped.get(event.jCal) ?? [] });
        if (!reading.ok) {
          skipped.events[reading.reason] += 1;
          return [];
        }
        skipped.lines += reading.lines;
        return [reading.raw];
      } catch {
        skipped.events.other += 1;
        return [];
      }
    }),
  );

  // Series first, keyed; then the overrides, keyed against their series, changing it when cancelled.
  const masters = new Map<string, { series: EventSeries | null }>();
  const keyedMasters = new Map<RawEvent, { series: EventSeries | null }>();
  for (const raw of raws) {
    if (raw.recurrence) continue;
    const entry = { series: raw.cancelled ? null : keyed(raw) };
    keyedMasters.set(raw, entry);
    masters.set(raw.series.uid, entry);
  }
  const overrides = new Map<RawEvent, EventSeries>();
  for (const raw of raws) {
    if (!raw.recurrence) continue;
    const entry = masters.get(raw.series.uid);
    const master = entry?.series ?? null;
    const key = keyInSeries(raw.recurrence, master ?? raw.series);
    if (raw.cancelled) {
      if (entry && master) entry.series = raw.series.thisAndFuture ? endBefore(master, key) : { ...master, exdates: [...master.exdates, key] };
      continue;
    }
    // A changed occurrence of a private series stays private, whatever its own CLASS says.
    const own: EventSeries = { ...raw.series, recurrenceId: key, ...(master?.private ? { private: true } : {}) };
    overrides.set(raw, own.thisAndFuture && master ? inZoneOf(own, master) : { ...own, thisAndFuture: false });
  }
  const series = raws.flatMap((raw) => {
    const s = raw.recurrence ? overrides.get(raw) : keyedMasters.get(raw)?.series;
    return s ? [s] : [];
  });
  return { series, skipped };
}

/** readIcal's events alone. */
export const parseIcal = (icsText: string, scope = ''): EventSeries[] => readIcal(icsText, scope).series;
