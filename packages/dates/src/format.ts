// Display texts for stored wall-clock values and for "now" in a zone. The product's one locale
// decision: every text is en-US (DISPLAY_LOCALE), whatever the browser's, so texts are predictable.
// Stored values are formatted as written (through a UTC calendar counter), so neither the browser's
// zone nor its DST changes can move them to another day.
import { weekdayOf } from './calendar';
import { wallTime, wallTimeOf } from './wall-clock';
import { type Instant, wallNowIn } from './wall-now';

export const DISPLAY_LOCALE = 'en-US';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...options, timeZone: 'UTC' });
    formatters.set(key, f);
  }
  return f;
}

export type DayStyle = 'medium' | 'short' | 'weekday' | 'long' | 'numeric' | 'month';
const dayStyles: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  /** Mar 4, 2026 */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** Mar 4 */
  short: { month: 'short', day: 'numeric' },
  /** Wed, Mar 4, 2026 */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** Wednesday, March 4, 2026 */
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 3/4/2026 */
  numeric: { month: 'numeric', day: 'numeric', year: 'numeric' },
  /** March 2026 */
  month: { month: 'long', year: 'numeric' },
};

/** The calendar day of a stored date or date-time ("Mar 4, 2026" by default); the raw text when it does not parse. */
export function formatDay(value: string, style: DayStyle = 'medium'): string {
  const at = wallTime(value);
  return Number.isNaN(at) ? value : formatter(dayStyles[style]).format(at);
}

/** A Date's own calendar day (a TZDate: its zone's), e.g. a report's "Wednesday, March 4, 2026". */
export function formatDate(date: Date, style: DayStyle = 'long'): string {
  const at = wallTimeOf(date);
  return Number.isNaN(at) ? '' : formatter(dayStyles[style]).format(at);
}

const CLOCK = /(?:^|T| )(\d{2}):(\d{2})/;

/** "9:30 AM" from 'HH:MM' or the wall-clock time of a stored date-time; the raw text otherwise. */
export function formatClockFromText(value: string): string {
  const match = CLOCK.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  if (hours > 23) return value;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 6, 2026, 2:00 PM" for a date-time; the day alone for a date. */
export function formatDayTime(value: string): string {
  return /T\d{2}:\d{2}/.test(value) ? `${formatDay(value)}, ${formatClockFromText(value)}` : formatDay(value);
}

/** "Thu, Mar 13, 10:00" (24-hour clock) for a stored date-time; the raw text when it does not parse. */
export function formatMeeting(value: string): string {
  const at = wallTime(value);
  if (Number.isNaN(at)) return value;
  return formatter({ weekday: 'short', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
}

/** "45m", "1h", "1h 30m" for a duration in minutes. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** The time now (or at `at`) in `timeZone`: "3:45 PM". */
export function formatTimeIn(timeZone: string, at?: Instant): string {
  return formatClockFromText(new Date(wallNowIn(timeZone, at)).toISOString().slice(11, 16));
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Sat Nov 21" for '2026-11-21': the assistant's short day in its texts. */
export function describeDate(date: string): string {
  return `${WEEKDAY_NAMES[weekdayOf(date)]?.slice(0, 3)} ${MONTH_ABBREVIATIONS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
}
