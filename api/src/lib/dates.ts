// The API's one date module (date-fns 4 + @date-fns/tz). Stored dates are wall-clock text in the
// executive's time zone ('YYYY-MM-DD', 'YYYY-MM-DDTHH:MM:SS'), so they sort and compare as text and
// use the indexes directly. "Now" for a request is a TZDate in the executive's zone (nowIn): its
// getters read that zone's wall clock, and date-fns keeps the zone through its arithmetic, so every
// helper here gives the executive's date and time whatever the server's TZ is.
import { TZDate } from '@date-fns/tz';
import { addDays as addDaysFns, endOfMonth, getDay, startOfMonth, startOfWeek as startOfWeekFns } from 'date-fns';

// ── Time zones ─────────────────────────────────────────────────────────────────────────────────

/** The instant `now` as a wall clock in `timeZone` (a TZDate: its getters read that zone). */
export function nowIn(timeZone: string, now: Date): TZDate {
  return new TZDate(now.getTime(), timeZone);
}

/** Wall-clock text in `timeZone` ('YYYY-MM-DD' or 'YYYY-MM-DDTHH:MM[:SS]') → the absolute instant. */
export function instantOf(localDateTime: string, timeZone: string): Date {
  const [date = '', time = ''] = localDateTime.split('T');
  const [y = 1970, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0, s = 0] = time ? time.split(':').map((part) => Number(part.slice(0, 2))) : [];
  return new Date(new TZDate(y, mo - 1, d, h, mi, s, timeZone).getTime());
}

// ── Dates and date-times as stored text ───────────────────────────────────────────────────────────

// The stored texts are read and written on every request (the daily brief handles dozens), so these
// three use the Date getters directly: date-fns' format and parse cost a third of the brief's time.
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** 'YYYY-MM-DD' of d's wall clock (in d's zone for a TZDate). */
export const toIsoDate = (d: Date): string => `${pad4(d.getFullYear())}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** 'YYYY-MM-DDTHH:MM:SS' of d's wall clock. */
export const toLocalDateTime = (d: Date): string => `${toIsoDate(d)}T${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' as a calendar day (a Date at that midnight; only its calendar fields are meant). Invalid text → Invalid Date. */
export function parseIsoDate(s: string): Date {
  const m = ISO_DATE.exec(s);
  if (!m) return new Date(NaN);
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // Years 0–99 would otherwise be read as 1900–1999.
  d.setFullYear(Number(m[1]));
  return d;
}

/** Calendar arithmetic (DST-safe, and a TZDate stays in its zone). */
export const addDays = <D extends Date>(d: D, days: number): D => addDaysFns(d, days);

/** 'YYYY-MM-DD' plus n days. */
export const addIsoDays = (s: string, days: number): string => toIsoDate(addDaysFns(parseIsoDate(s), days));

/** 'YYYY-MM-DD' → days since 1970-01-01 (NaN for other text): calendar arithmetic without a Date per call. */
function dayNumber(s: string): number {
  const m = ISO_DATE.exec(s);
  if (!m) return NaN;
  // setUTCFullYear, not Date.UTC: that one reads years 0–99 as 1900–1999.
  return new Date(0).setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS;
}
const DAY_MS = 86_400_000;

/** Whole days from a to b (both 'YYYY-MM-DD'); negative when b is earlier. The brief ranks every open priority with it. */
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: string): number => getDay(parseIsoDate(date));

/** 'YYYY-MM-DD' + 'HH:MM' → stored date-time. */
export function atTime(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * Normalises a client date-time (IsoDateTimeSchema) to the stored wall-clock form in `timeZone`.
 * With an offset (…Z, +02:00) it names an instant and is converted; without one it is taken as written.
 */
export function normalizeDateTime(s: string, timeZone: string): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(s)) return toLocalDateTime(nowIn(timeZone, new Date(s)));
  const [date = '', time = ''] = s.split('T');
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  return `${date}T${hh}:${mm}:${ss.slice(0, 2)}`;
}

export const firstOfMonth = <D extends Date>(d: D): D => startOfMonth(d);
export const lastOfMonth = <D extends Date>(d: D): D => endOfMonth(d);

/** Monday of the week containing d. */
export const startOfWeek = <D extends Date>(d: D): D => startOfWeekFns(d, { weekStartsOn: 1 });

// ── Wall clocks: a day and minutes since midnight (what the assistant engine reasons with) ────────

/** A wall-clock moment in the executive's zone: the calendar date and minutes since midnight. */
export interface WallClock {
  date: string; // YYYY-MM-DD
  minutes: number; // 0..1439
}

/** `now` as a wall clock (the executive's when `now` is nowIn(...)). */
export function wallClockOf(now: Date): WallClock {
  return { date: toIsoDate(now), minutes: now.getHours() * 60 + now.getMinutes() };
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2}))?/;
const HAS_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Parses "YYYY-MM-DD", "YYYY-MM-DDTHH:MM[:SS]" as wall-clock. A string with an explicit zone names an
 * instant: it is read in `timeZone` (the executive's; UTC when not given).
 */
export function parseWallClock(value: string | null | undefined, timeZone = 'UTC'): WallClock | null {
  if (!value) return null;
  const text = value.trim();
  if (HAS_ZONE.test(text) && text.includes('T')) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : wallClockOf(nowIn(timeZone, instant));
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

const pad = (n: number): string => String(n).padStart(2, '0');

/** Minutes since midnight → "HH:MM". */
export const formatClockFromMinutes = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "HH:MM" → minutes since midnight. */
export function parseClock(hhmm: string): number {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** "2026-11-21" → "Sat Nov 21". */
const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export const describeDate = (date: string): string => {
  const d = parseIsoDate(date);
  return `${WEEKDAY_NAMES[d.getDay()]?.slice(0, 3)} ${MONTH_ABBREVIATIONS[d.getMonth()]} ${d.getDate()}`;
};
