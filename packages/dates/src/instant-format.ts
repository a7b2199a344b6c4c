// Display texts for an instant (a Date, epoch milliseconds, or ISO text with an offset, as the API
// sends createdAt and lastSeenAt) on the executive's wall clock: the day and time in their zone,
// never the browser's. The locale is format.ts's, the same for every text.
import { DAY_MS } from './calendar';
import { DISPLAY_LOCALE, type DayStyle, formatDay } from './format';
import { wallTime } from './wall-clock';
import { type Instant, todayIn, wallClockIn } from './wall-now';

/** An instant as the API sends it, or as the browser holds it. */
export type InstantInput = Instant | string;

const toInstant = (at: InstantInput): Instant => (typeof at === 'string' ? Date.parse(at) : at);

/** "09:12": the 24-hour clock in `timeZone` at `at`. */
export function formatClock24In(at: InstantInput, timeZone: string): string {
  return wallClockIn(timeZone, toInstant(at)).slice(11, 16);
}

/** The day in `timeZone` at `at`: "Mar 4, 2026" (medium), "Mar 4" (short), "3/4/2026" (numeric)… */
export function formatDayIn(at: InstantInput, timeZone: string, style: DayStyle = 'medium'): string {
  return formatDay(todayIn(timeZone, toInstant(at)), style);
}

const dayTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mar 4, 2026, 2:05 PM": the day and time in `timeZone` at `at`. */
export function formatDayTimeIn(at: InstantInput, timeZone: string): string {
  let format = dayTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(DISPLAY_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    dayTimeFormats.set(timeZone, format);
  }
  return format.format(toInstant(at));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * "just now", "in 25 min", "3 h ago", "in 2 days"…; an unparseable time yields ''. `at` is a stored
 * wall-clock time, `now` the executive's wall clock (wallNowIn(zone)): both are wall-time counters.
 */
export function formatRelative(at: string, now: number): string {
  const time = wallTime(at);
  if (Number.isNaN(time)) return '';
  const delta = time - now;
  const abs = Math.abs(delta);
  if (abs < MINUTE_MS) return 'just now';
  const [value, unit] =
    abs < HOUR_MS ? [Math.round(abs / MINUTE_MS), 'min'] : abs < DAY_MS ? [Math.round(abs / HOUR_MS), 'h'] : [Math.round(abs / DAY_MS), 'day'];
  const label = unit === 'day' && value !== 1 ? `${value} days` : `${value} ${unit}`;
  return delta > 0 ? `in ${label}` : `${label} ago`;
}
