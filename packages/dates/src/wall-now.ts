// "Today" and "now" on the executive's wall clock, read with Intl in their zone. These are the
// functions every first screen needs (greeting, brief, overdue), so they stay a few hundred bytes:
// no TZDate here. For a Date whose getters read the zone (arithmetic on its getters), use nowIn (now.ts).
import { usableTimeZone } from './zone';

export type Instant = Date | number;

const formats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/**
 * The wall clock in `timeZone` at `at` (default now) as a wall-time counter: its fields counted as if
 * they were UTC, comparable with wallTime() of a stored value. An unknown zone reads as UTC.
 */
export function wallNowIn(timeZone: string, at: Instant = Date.now()): number {
  const fields: Record<string, number> = {};
  for (const part of wallFormat(usableTimeZone(timeZone)).formatToParts(+at)) fields[part.type] = Number(part.value);
  const { year = 1970, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return Date.UTC(year, month - 1, day, hour % 24, minute, second);
}

/** Today's date in `timeZone`: 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, at?: Instant): string {
  return new Date(wallNowIn(timeZone, at)).toISOString().slice(0, 10);
}

/** The wall clock now in `timeZone`: 'YYYY-MM-DDTHH:MM:SS' (the stored date-time form). */
export function wallClockIn(timeZone: string, at?: Instant): string {
  return new Date(wallNowIn(timeZone, at)).toISOString().slice(0, 19);
}

/** The hour now in `timeZone` (0..23): the greeting's morning, afternoon or evening. */
export function hourIn(timeZone: string, at?: Instant): number {
  return new Date(wallNowIn(timeZone, at)).getUTCHours();
}

/** Minutes since midnight now in `timeZone` (0..1439). */
export function minutesNowIn(timeZone: string, at?: Instant): number {
  const now = new Date(wallNowIn(timeZone, at));
  return now.getUTCHours() * 60 + now.getUTCMinutes();
}
