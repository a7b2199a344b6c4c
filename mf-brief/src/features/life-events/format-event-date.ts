// "Sat, Mar 7, 2026" for an event date (YYYY-MM-DD read as a local calendar day); raw text otherwise.
import { parseDateValue } from '../../lib/parse-date-value';

export function formatEventDate(value: string): string {
  const date = parseDateValue(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}
