// Wall-clock dates and times as the API stores them: 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:MM[:SS]' in the
// executive's zone. They are read as written, never shifted through the browser's or the server's
// zone: a 09:00 meeting is 09:00 wherever the code runs. "Now" is compared as a wall clock too
// (wallNowIn). Wall-time counters (wallTime) are the wall clock's fields counted as if they were UTC:
// they order and subtract like time but are not instants (instantOf, instant.ts, gives the instant).

// The stored texts are read and written on every request (the daily brief handles dozens), so these
// use the Date getters directly: date-fns' format and parse cost a third of the brief's time.
const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));
const pad4 = (n: number): string => String(n).padStart(4, '0');

/** 'YYYY-MM-DD' from a Date's own getters (a TZDate's read its zone, a plain Date's the runtime's). */
export const toIsoDate = (d: Date): string => `${pad4(d.getFullYear())}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/** 'YYYY-MM-DDTHH:MM:SS' from a Date's own getters. */
export const toIsoDateTime = (d: Date): string => `${toIsoDate(d)}T${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A stored date or date-time as a wall-time counter. NaN when malformed or not a real date
 * ('2023-02-30'). Any zone suffix is ignored: stored values have none.
 */
export function wallTime(value: string | null | undefined): number {
  const m = value ? WALL_CLOCK.exec(value.trim()) : null;
  if (!m) return Number.NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return new Date(ms).getUTCDate() === d ? ms : Number.NaN;
}

/** The same counter for a Date's own wall clock (a TZDate: its zone's). */
export function wallTimeOf(d: Date): number {
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds());
}

/** A wall-time counter back as stored text: 'YYYY-MM-DDTHH:MM:SS', or 'YYYY-MM-DD' when `dateOnly`. */
export function wallText(counter: number, dateOnly = false): string {
  const text = new Date(counter).toISOString();
  return dateOnly ? text.slice(0, 10) : text.slice(0, 19);
}

const MINUTE_MS = 60_000;

/**
 * Stored date-time text moved by `minutes` on the wall clock, as 'YYYY-MM-DDTHH:MM:SS': the same wall
 * clock on every day whatever the zone's DST changes (as SQLite's strftime and PostgreSQL's timestamp
 * arithmetic move it).
 */
export const shiftWall = (text: string, minutes: number): string => wallText(wallTime(text) + minutes * MINUTE_MS);

/** Whether the stored date or date-time lies before `now` (wallNowIn(zone)); a bare date counts from its midnight. */
export function isBeforeWallClock(value: string | null | undefined, now: number): boolean {
  const at = wallTime(value);
  return !Number.isNaN(at) && at < now;
}

/** 'YYYY-MM-DD' + 'HH:MM[:SS]' → stored date-time 'YYYY-MM-DDTHH:MM:SS'. */
export function atTime(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}
