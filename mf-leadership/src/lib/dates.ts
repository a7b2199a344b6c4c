// Calendar dates as the API writes them ('YYYY-MM-DD'), in the browser's local time.
const pad = (n: number) => String(n).padStart(2, '0');

export const isoDate = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Monday of the week containing d (weeks start on Monday, as the reflections do). */
export function mondayOf(d: Date): string {
  const monday = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return isoDate(monday);
}

/** "Mar 10, 2025" for 'YYYY-MM-DD' (or a date-time); the raw text when it does not parse. */
export function formatDay(value: string, withYear = true): string {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(y ?? NaN, (m ?? NaN) - 1, d ?? NaN);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', withYear ? { month: 'short', day: 'numeric', year: 'numeric' } : { month: 'short', day: 'numeric' });
}
