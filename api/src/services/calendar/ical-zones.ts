// Which zone a DTSTART/DTEND/EXDATE/RECURRENCE-ID value is in, as the calendar code stores it: an
// IANA name when the TZID is one (or a Windows name CLDR maps), 'UTC' for '…Z' values, null for
// floating ones (or the calendar's own zone, when it names one in X-WR-TIMEZONE as Google and Apple
// exports do). A TZID that is neither, defined only by the file's VTIMEZONE, is converted to UTC
// through that definition (ical.js); its series then repeat in UTC, the one case where a daylight-
// saving change can shift a repeating event by an hour.
import type ICAL from 'ical.js';
import { isKnownTimeZone } from '@provana/contracts';
import { instantOf, nowIn, toIsoDateTime } from '@provana/dates';
import { isUtc, wallTextOf } from './ical-time';
import { ianaForWindowsZone } from './windows-zones';

// A zone name's reading, remembered: checking a name builds an Intl.DateTimeFormat, which is slow,
// and a feed names the same few zones on every value (unremembered, those checks dominate a large feed's parse).
// Pure (a name always reads the same) and bounded.
const IANA_OF = new Map<string, string | null>();
const MAX_REMEMBERED = 1000;

/** Some producers prefix the IANA name ('/mozilla.org/20050126_1/Europe/Berlin'): keep the zone part. */
export function ianaOf(tzid: string): string | null {
  const known = IANA_OF.get(tzid);
  if (known !== undefined) return known;
  const iana = readIanaOf(tzid);
  if (IANA_OF.size >= MAX_REMEMBERED) IANA_OF.clear();
  IANA_OF.set(tzid, iana);
  return iana;
}

function readIanaOf(tzid: string): string | null {
  const name = tzid.trim().replace(/^"|"$/g, '');
  if (isKnownTimeZone(name) && name.includes('/')) return name;
  const windows = ianaForWindowsZone(name);
  if (windows) return windows;
  const tail = name.split('/').slice(-2).join('/');
  if (tail.includes('/') && isKnownTimeZone(tail)) return tail;
  return isKnownTimeZone(name) ? name : null;
}

export interface ZonedValue {
  /** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM:SS' in `zone`. */
  local: string;
  /** IANA zone, or null for floating and date values. */
  zone: string | null;
  isDate: boolean;
}

/**
 * The value of a date(-time) property in the zone it should be stored in; a floating time is in
 * `floatingZone` (the calendar's X-WR-TIMEZONE) when there is one.
 */
export function zonedValueOf(prop: ICAL.Property, value: ICAL.Time = prop.getFirstValue() as ICAL.Time, floatingZone: string | null = null): ZonedValue {
  if (value.isDate) return { local: wallTextOf(value), zone: null, isDate: true };
  if (isUtc(value)) return { local: wallTextOf(value), zone: 'UTC', isDate: false };
  const tzid = prop.getParameter('tzid');
  const iana = typeof tzid === 'string' ? ianaOf(tzid) : null;
  if (iana) return { local: wallTextOf(value), zone: iana, isDate: false };
  // A zone only the file defines: ical.js converts through its VTIMEZONE (registered by the parser).
  if (value.zone && value.zone.tzid !== 'floating') {
    return { local: toIsoDateTime(nowIn('UTC', new Date(value.toUnixTime() * 1000))), zone: 'UTC', isDate: false };
  }
  return { local: wallTextOf(value), zone: floatingZone, isDate: false };
}

/** The instant of a zoned value; floating and date values are read in `fallbackZone`. */
export const instantOfValue = (v: ZonedValue, fallbackZone: string): number => instantOf(v.local, v.zone ?? fallbackZone).getTime();

/**
 * `v` as the key of an occurrence of a series whose start is in `seriesZone` (null: floating) and is
 * all-day or not: the same wall clock an expansion of that series produces. A date naming an
 * occurrence of a timed series (publishers mix them in RECURRENCE-ID and EXDATE) names that day's
 * occurrence, at the series' time of day.
 */
export function keyInSeries(v: ZonedValue, series: { allDay: boolean; timeZone: string | null; startLocal: string }): string {
  if (series.allDay) return v.local.slice(0, 10);
  if (v.isDate) return `${v.local}T${series.startLocal.slice(11, 19) || '00:00:00'}`;
  if (series.timeZone === null || v.zone === null || v.zone === series.timeZone) return v.local;
  return toIsoDateTime(nowIn(series.timeZone, new Date(instantOfValue(v, series.timeZone))));
}
