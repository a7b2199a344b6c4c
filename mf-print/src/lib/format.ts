// Display formatting for the report (en-US, so printed texts are predictable).
const pad = (n: number) => String(n).padStart(2, '0');

/** "Wednesday, March 4, 2026" */
export const formatLongDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** "Mar 4, 2026" for YYYY-MM-DD or an ISO date-time (its calendar date, no zone shift); the raw text otherwise. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'No date';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "9:30 AM" from the wall-clock time of "YYYY-MM-DDTHH:MM[:SS]" or "HH:MM"; the raw text otherwise. */
export function formatClock(value: string): string {
  const match = /(?:^|T)(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${((hours + 11) % 12) + 1}:${pad(Number(match[2]))} ${suffix}`;
}

/** "Mar 6, 2026, 2:00 PM" for a date-time; the day alone for a date. */
export const formatDayTime = (value: string): string =>
  /T\d{2}:\d{2}/.test(value) ? `${formatDay(value)}, ${formatClock(value)}` : formatDay(value);
