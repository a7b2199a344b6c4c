// When a delegate's access ends: the API keeps the first instant after the last day (in the
// workspace's zone); people read the last day itself.
import { formatDate, toIsoDate } from '@provana/dates';

/** "March 20, 2026": the last day of access an end instant stands for. */
export function lastDayOfAccess(endsAt: string): string {
  return formatDate(new Date(Date.parse(endsAt) - 1));
}

/** The last day as an ISO date (yyyy-mm-dd), for a date input, in the browser's calendar. */
export function lastIsoDayOfAccess(endsAt: string): string {
  return toIsoDate(new Date(Date.parse(endsAt) - 1));
}
