// The brief's due-date label; dates are formatted by @provana/dates (as stored, never zone-shifted).
import { formatDay } from '@provana/dates';

/** "Due Mar 4, 2026", or "No due date" for an undated task. */
export function dueLabel(value: string | null): string {
  return value ? `Due ${formatDay(value)}` : 'No due date';
}
