import { TZDate } from '@date-fns/tz';
// Local-time date helpers. Dates are stored as local wall-clock strings ('YYYY-MM-DD' and
// 'YYYY-MM-DDTHH:MM:SS'), so they sort and compare as text and use the indexes directly.
const pad = (n: number) => String(n).padStart(2, '0');

export const DAY_MS = 24 * 60 * 60 * 1000;

export function toIsoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function toLocalDateTime(d: Date): string {
  return `${toIsoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** Local midnight of a 'YYYY-MM-DD' date. */
export function parseIsoDate(s: string): Date {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function isValidIsoDate(s: string): boolean {
  const d = parseIsoDate(s);
  return !Number.isNaN(d.getTime()) && toIsoDate(d) === s;
}

/** Calendar arithmetic in local time (DST-safe: uses setDate, not milliseconds). */
export function addDays(d: Date, days: number): Date {
  const r = new Date(d);
  r.setDate(r.getDate() + days);
  return r;
}

export function addIsoDays(s: string, days: number): string {
  return toIsoDate(addDays(parseIsoDate(s), days));
}

/** Whole days from a to b (both 'YYYY-MM-DD'). */
export function daysBetween(a: string, b: string): number {
  return Math.round((parseIsoDate(b).getTime() - parseIsoDate(a).getTime()) / DAY_MS);
}

/** 'YYYY-MM-DD' + 'HH:MM' → stored date-time. */
export function atTime(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * Normalises a client date-time (IsoDateTimeSchema) to the stored local form.
 * With a zone it is converted to local time; without one it is taken as local wall-clock time.
 */
export function normalizeDateTime(s: string): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(s)) return toLocalDateTime(new Date(s));
  const [date = '', time = ''] = s.split('T');
  const [hh = '00', mm = '00', ss = '00'] = time.split(':');
  return `${date}T${hh}:${mm}:${ss.slice(0, 2)}`;
}

export function firstOfMonth(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth(), 1);
}

export function lastOfMonth(d: Date): Date {
  return new Date(d.getFullYear(), d.getMonth() + 1, 0);
}

/** Monday of the week containing d. */
export function startOfWeek(d: Date): Date {
  const r = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  r.setDate(r.getDate() - ((r.getDay() + 6) % 7));
  return r;
}

// ── Time zones (@date-fns/tz). A TZDate's getters read the wall clock in its zone, so every helper
// above that reads getFullYear/getHours/... gives that zone's date and time when handed one.

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

/** Whether the runtime knows `timeZone` as an IANA zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone.length > 0;
  } catch {
    return false;
  }
}
