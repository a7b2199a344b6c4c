// Wall-clock dates and times as the API stores them: 'YYYY-MM-DD' and 'YYYY-MM-DDTHH:MM[:SS]' in the
// executive's zone. They are read as written, never shifted through the browser's zone: a 09:00
// meeting is 09:00 wherever the browser runs. "Now" is compared as a wall clock too (wallNowIn).

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' from a Date's own getters (a TZDate's read its zone, a plain Date's the browser's). */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** 'YYYY-MM-DDTHH:MM:SS' from a Date's own getters. */
export function isoDateTime(d: Date): string {
  return `${isoDate(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A stored date or date-time as a wall-time counter that orders and subtracts like time: the wall
 * clock's fields counted as if they were UTC (a calendar counter, not an instant). NaN when malformed
 * or not a real date ('2023-02-30'). Any zone suffix is ignored: stored values have none.
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

/** Whether the stored date or date-time lies before `now` (wallNowIn(zone)); a bare date counts from its midnight. */
export function isBeforeWallClock(value: string | null | undefined, now: number): boolean {
  const at = wallTime(value);
  return !Number.isNaN(at) && at < now;
}

/** 0 (Sunday) to 6 (Saturday) for a stored date; NaN when it is not one. */
export function weekdayOf(date: string): number {
  return new Date(wallTime(date)).getUTCDay();
}
