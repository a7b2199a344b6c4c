// Wall clocks as a day and minutes since its midnight: what the assistant's planning, the reminders
// and the day timeline reason with. 'HH:MM' is the stored clock form (working hours, time blocks).
import { addDaysToIsoDate, isIsoDate } from './calendar';
import { toIsoDate } from './wall-clock';
import { wallNowIn } from './wall-now';

export const MINUTES_PER_DAY = 24 * 60;

/** A wall-clock moment in the executive's zone: the calendar date and minutes since midnight. */
export interface WallClock {
  date: string; // YYYY-MM-DD
  minutes: number; // 0..1439
}

const pad = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** Minutes since midnight (0..1439) → 'HH:MM'. */
export const minutesToClock = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The 'HH:MM' of a stored date-time 'YYYY-MM-DDTHH:MM[:SS]'. */
export const clockOf = (dateTime: string): string => dateTime.slice(11, 16);

/** 'HH:MM' → minutes since midnight. */
export function clockToMinutes(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** A Date's own wall clock (the executive's when it is nowIn(...)). */
export function wallClockOf(d: Date): WallClock {
  return { date: toIsoDate(d), minutes: d.getHours() * 60 + d.getMinutes() };
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads 'YYYY-MM-DD' (its midnight) or 'YYYY-MM-DDTHH:MM[:SS]' as a wall clock; null for other text.
 * A date-time with an explicit offset names an instant: it is read on the wall clock of `timeZone`
 * (the executive's; UTC when not given).
 */
export function parseWallClock(value: string | null | undefined, timeZone = 'UTC'): WallClock | null {
  if (!value) return null;
  const text = value.trim();
  if (HAS_ZONE.test(text) && text.includes('T')) {
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) return null;
    const wall = new Date(wallNowIn(timeZone, instant));
    return { date: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  const m = LOCAL_DATE_TIME.exec(text);
  if (!m || !m[1]) return null;
  const hours = m[2] ? Number(m[2]) : 0;
  const mins = m[3] ? Number(m[3]) : 0;
  if (hours > 23 || mins > 59) return null;
  return { date: m[1], minutes: hours * 60 + mins };
}

/** Compares two wall clocks: negative when a is earlier. */
export function compareWallClock(a: WallClock, b: WallClock): number {
  return a.date === b.date ? a.minutes - b.minutes : a.date < b.date ? -1 : 1;
}

/**
 * Stored date-time 'YYYY-MM-DDTHH:MM:00' for minutes since the day's midnight; 24:00 and later run
 * into the next days, negative minutes are clamped to midnight, and an invalid date stops at 23:59.
 */
export function writeWallClock(date: string, minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) {
    if (!isIsoDate(date)) return `${date}T${minutesToClock(MINUTES_PER_DAY - 1)}:00`;
    return `${addDaysToIsoDate(date, Math.floor(minutes / MINUTES_PER_DAY))}T${minutesToClock(minutes % MINUTES_PER_DAY)}:00`;
  }
  return `${date}T${minutesToClock(Math.max(0, minutes))}:00`;
}
