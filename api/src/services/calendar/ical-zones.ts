// Which zone a DTSTART/DTEND/EXDATE/RECURRENCE-ID value is in, as the calendar code stores it: an
// IANA name when the TZID is one (or a Windows name CLDR maps), 'UTC' for '…Z' values, null for
// floating ones. A TZID that is neither, defined only by the file's VTIMEZONE, is converted to UTC
// through that definition (ical.js); its series then repeat in UTC, the one case where a daylight-
// saving change can shift a repeating event by an hour.
import type ICAL from 'ical.js';
import { isKnownTimeZone } from '@provana/contracts';
import { instantOf, nowIn, toLocalDateTime } from '../../lib/dates';
import { isUtc, wallTextOf } from './ical-time';
import { ianaForWindowsZone } from './windows-zones';

/** Some producers prefix the IANA name ('/mozilla.org/20050126_1/Europe/Berlin'): keep the zone part. */
function ianaOf(tzid: string): string | null {
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

/** The value of a date(-time) property in the zone it should be stored in. */
export function zonedValueOf(prop: ICAL.Property, value: ICAL.Time = prop.getFirstValue() as ICAL.Time): ZonedValue {
  if (value.isDate) return { local: wallTextOf(value), zone: null, isDate: true };
  if (isUtc(value)) return { local: wallTextOf(value), zone: 'UTC', isDate: false };
  const tzid = prop.getParameter('tzid');
  const iana = typeof tzid === 'string' ? ianaOf(tzid) : null;
  if (iana) return { local: wallTextOf(value), zone: iana, isDate: false };
  // A zone only the file defines: ical.js converts through its VTIMEZONE (registered by the parser).
  if (value.zone && value.zone.tzid !== 'floating') {
    return { local: toLocalDateTime(nowIn('UTC', new Date(value.toUnixTime() * 1000))), zone: 'UTC', isDate: false };
  }
  return { local: wallTextOf(value), zone: null, isDate: false };
}

/** The instant of a zoned value; floating and date values are read in `fallbackZone`. */
export const instantOfValue = (v: ZonedValue, fallbackZone: string): number => instantOf(v.local, v.zone ?? fallbackZone).getTime();

/**
 * `v` as the key of an occurrence of a series whose start is in `seriesZone` (null: floating) and is
 * all-day or not: the same wall clock an expansion of that series produces.
 */
export function keyInSeries(v: ZonedValue, series: { allDay: boolean; timeZone: string | null }): string {
  if (series.allDay) return v.local.slice(0, 10);
  if (v.isDate) return `${v.local}T00:00:00`;
  if (series.timeZone === null || v.zone === null || v.zone === series.timeZone) return v.local;
  return toLocalDateTime(nowIn(series.timeZone, new Date(instantOfValue(v, series.timeZone))));
}
