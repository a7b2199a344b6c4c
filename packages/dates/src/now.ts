// "Now" in the executive's zone as a Date. A TZDate's getters (getFullYear, getHours, ...) read the
// wall clock in its zone, so code that reads those getters sees that zone's date
// and time whatever zone the browser runs in. TZDateMini is TZDate without its string methods.
// (today/hour/minutes alone: wall-now.ts, which needs no TZDate.)
import { type TZDate, TZDateMini } from '@date-fns/tz';
import type { Instant } from './wall-now';
import { usableTimeZone } from './zone';

/** The instant `at` (default: now) as a wall clock in `timeZone` (an unknown zone reads as UTC). */
export function nowIn(timeZone: string, at: Instant = Date.now()): TZDate {
  return new TZDateMini(+at, usableTimeZone(timeZone));
}

/** The zone whose wall clock a Date's getters read: a nowIn value's zone, 'UTC' for any other Date. */
export function zoneOf(d: Date): string {
  return d instanceof TZDateMini && d.timeZone ? d.timeZone : 'UTC';
}

const HOUR_MS = 3_600_000;

/** `date` moved by `hours` of elapsed time, of the same kind: a nowIn value stays on its zone's wall clock. */
export function addHours(date: Date, hours: number): Date {
  const at = +date + hours * HOUR_MS;
  return date instanceof TZDateMini && date.timeZone ? new TZDateMini(at, date.timeZone) : new Date(at);
}
