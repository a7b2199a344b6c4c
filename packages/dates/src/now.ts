// "Now" in the executive's zone as a Date. A TZDate's getters (getFullYear, getHours, ...) read the
// wall clock in its zone, so code that reads those getters, date-fns included, sees that zone's date
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
