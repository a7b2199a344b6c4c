// Between stored wall-clock text in a zone and absolute instants (Dates): the one place where a
// wall clock that a DST change skips or repeats has to be resolved.
import { DAY_MS } from './calendar';
import { wallTime } from './wall-clock';
import { wallClockIn, wallNowIn } from './wall-now';

/** The zone's offset from UTC at `at`, in ms (wall clock minus instant). */
const offsetAt = (timeZone: string, at: number): number => wallNowIn(timeZone, at) - Math.floor(at / 1000) * 1000;

/**
 * Wall-clock text in `timeZone` ('YYYY-MM-DD' is its midnight, or 'YYYY-MM-DDTHH:MM[:SS]') → the
 * instant; Invalid Date for other text. An unknown zone reads as UTC.
 * DST, as Temporal's "compatible" choice and most calendars do it:
 * - a time the clock skips (spring forward: 02:30 on the day it jumps from 02:00 to 03:00) is read with
 *   the offset before the change, so it lands as far after the jump as it was after 02:00 (03:30);
 * - a time the clock shows twice (fall back: 01:30 on the day it goes from 02:00 back to 01:00) is
 *   the first of the two, still on the summer offset.
 */
export function instantOf(localDateTime: string, timeZone: string): Date {
  const wall = wallTime(localDateTime);
  if (Number.isNaN(wall)) return new Date(Number.NaN);
  const before = wall - offsetAt(timeZone, wall - DAY_MS);
  const after = wall - offsetAt(timeZone, wall + DAY_MS);
  const exists = [before, after].filter((at) => wallNowIn(timeZone, at) === wall);
  // Two readings: the clock shows this time twice, take the earlier; none: it skips it, read with the offset before.
  return new Date(exists.length > 0 ? Math.min(...exists) : before);
}

/**
 * Normalises a client date-time (IsoDateTimeSchema) to the stored wall-clock form in `timeZone`.
 * With an offset (…Z, +02:00) it names an instant and is converted; without one it is taken as written.
 */
export function normalizeDateTime(value: string, timeZone: string): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    const at = Date.parse(value);
    return Number.isNaN(at) ? value : wallClockIn(timeZone, at);
  }
  const [date = '', time = ''] = value.split('T');
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  return `${date}T${hh}:${mm}:${ss.slice(0, 2)}`;
}
