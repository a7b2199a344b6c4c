// The report's day label: @provana/dates formats it (as stored, never zone-shifted); the report
// writes 'No date' where a value is missing. Other formatting comes from @provana/dates directly.
import { formatDay as formatStoredDay } from '@provana/dates';

/** "Mar 4, 2026" for YYYY-MM-DD or a stored date-time; the raw text when unreadable; 'No date' when missing. */
export function formatDay(value: string | null | undefined): string {
  return value ? formatStoredDay(value) : 'No date';
}
