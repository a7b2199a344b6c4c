// Calendar days as the API stores them: 'YYYY-MM-DD' strings, never Dates. The arithmetic runs on a
// day counter (days since 1970-01-01 on a zone-less calendar), so no zone and no DST change can move
// a day: adding a day to the day before a DST change always gives the day of the change.
// For a Date's own day use toIsoDate (wall-clock.ts); for today in a zone, todayIn (wall-now.ts).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Milliseconds in a day of 24 hours: the one definition for the API and every app. */
export const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' → days since 1970-01-01; NaN for other text or a day that does not exist ('2023-02-29'). */
function dayNumber(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) return Number.NaN;
  const day = Number(m[3]);
  // setUTCFullYear, not Date.UTC: that one reads the years 0–99 as 1900–1999.
  const ms = new Date(0).setUTCFullYear(Number(m[1]), Number(m[2]) - 1, day);
  return new Date(ms).getUTCDate() === day ? ms / DAY_MS : Number.NaN;
}

const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Whether the text is a real calendar day 'YYYY-MM-DD'. */
export const isIsoDate = (date: string): boolean => !Number.isNaN(dayNumber(date));

/** 'YYYY-MM-DD' (or the day of a date-time) plus `days` calendar days; the input itself when it is not a date. */
export function addDaysToIsoDate(date: string, days: number): string {
  const n = dayNumber(date.slice(0, 10));
  return Number.isNaN(n) ? date : dayText(n + days);
}

/** Whole days from a to b (both 'YYYY-MM-DD'); negative when b is earlier, NaN when either is not a date. */
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** 0 (Sunday) to 6 (Saturday) for a date (or the day of a date-time); NaN when it is not one. */
export function weekdayOf(date: string): number {
  const n = dayNumber(date.slice(0, 10));
  return Number.isNaN(n) ? Number.NaN : (((n + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** Monday of the week containing the date (weeks start on Monday, as the weekly reflections do); the input when not a date. */
export function mondayOf(date: string): string {
  return addDaysToIsoDate(date, -((weekdayOf(date) + 6) % 7 || 0));
}

/** The first day of the date's month. */
export const firstOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

/** The last day of the date's month; the input when it is not a date. */
export function lastOfMonth(date: string): string {
  const first = dayNumber(firstOfMonth(date));
  if (Number.isNaN(first)) return date;
  const nextMonth = new Date(first * DAY_MS);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  return dayText(nextMonth.getTime() / DAY_MS - 1);
}

/** 'YYYY-MM-DD' (or the date of a date-time) as a local Date at midnight, for code that reads a Date's getters; null when not a real date. */
export function parseDay(value: string): Date | null {
  const m = ISO_DATE.exec(value.slice(0, 10));
  if (!m || !isIsoDate(m[0])) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  d.setFullYear(Number(m[1])); // years 0–99 would otherwise be read as 1900–1999
  return d;
}
