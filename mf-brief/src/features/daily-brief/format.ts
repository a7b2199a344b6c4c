// Display formatting for dates and times in the brief. Locale fixed to en-US so texts are predictable.
import { parseDateValue } from '../../lib/parse-date-value';

/** "Mar 4, 2026" for a date or date-time string; the raw value when it does not parse. */
export function formatDueDate(value: string | null): string {
  if (!value) return 'No due date';
  const date = parseDateValue(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "9:30 AM" for a date-time string or a bare HH:MM; the raw value when it does not parse. */
export function formatStartTime(value: string): string {
  const clock = /^(\d{2}):(\d{2})$/.exec(value);
  const date = clock ? new Date(2000, 0, 1, Number(clock[1]), Number(clock[2])) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "Due Mar 4, 2026", or "No due date" for an undated task. */
export function dueLabel(value: string | null): string {
  return value ? `Due ${formatDueDate(value)}` : 'No due date';
}
