// Whole calendar days between today (the viewer's local date) and a YYYY-MM-DD[...] date: no clock
// time involved, so a goal due "tomorrow" is 1 day away at any hour.
const DAY_MS = 86_400_000;

function dayNumber(year: number, monthIndex: number, day: number): number {
  return Date.UTC(year, monthIndex, day) / DAY_MS;
}

/** Days from today to the date (negative when past); null when the value has no readable date. */
export function daysUntil(value: string | null | undefined, today: Date): number | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const target = dayNumber(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return target - dayNumber(today.getFullYear(), today.getMonth(), today.getDate());
}

/** Today's YYYY-MM-DD in the viewer's local time. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
