// Wall-clock date/time helpers. Event times are local date-times ("2026-11-21T09:00:00") and are
// read as written: never converted through UTC, so a 09:00 meeting stays at 09:00 on any server.

/** A local wall-clock moment: the calendar date and minutes since midnight. */
export interface WallClock {
  date: string; // YYYY-MM-DD
  minutes: number; // 0..1439
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** `now` as the server's local wall clock (tests build it with the local Date constructor). */
export function wallClockOf(now: Date): WallClock {
  return {
    date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    minutes: now.getHours() * 60 + now.getMinutes(),
  };
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Parses "YYYY-MM-DD", "YYYY-MM-DDTHH:MM[:SS]" as wall-clock. A string that carries an explicit zone
 * (…Z, +02:00) names an absolute instant, so it alone goes through Date and comes back as local time.
 */
export function parseWallClock(value: string | null | undefined): WallClock | null {
  if (!value) return null;
  const text = value.trim();
  if (HAS_ZONE.test(text) && text.includes('T')) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : wallClockOf(instant);
  }
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m || !m[1]) return null;
  const hours = m[2] ? Number(m[2]) : 0;
  const mins = m[3] ? Number(m[3]) : 0;
  if (hours > 23 || mins > 59) return null;
  return { date: m[1], minutes: hours * 60 + mins };
}

/** Minutes since midnight → "HH:MM". */
export function formatClock(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** "HH:MM" → minutes since midnight. */
export function parseClock(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

// Date-only arithmetic uses a UTC day counter purely as a calendar (no time-of-day involved).
const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, n: number): string {
  return new Date((dayNumber(date) + n) * 86_400_000).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(dayNumber(date) * 86_400_000).getUTCDay();
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2026-11-21" → "Sat Nov 21". */
export function describeDate(date: string): string {
  const month = MONTHS[Number(date.slice(5, 7)) - 1] ?? '';
  return `${WEEKDAY_NAMES[dayOfWeek(date)]?.slice(0, 3)} ${month} ${Number(date.slice(8, 10))}`;
}

/** Compares two wall clocks: negative when a is earlier. */
export function compareWallClock(a: WallClock, b: WallClock): number {
  return a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
}
