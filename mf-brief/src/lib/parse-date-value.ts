// Dates from the API as Date objects, shared by the brief remote's features.

/** A date or date-time string as a Date; a bare YYYY-MM-DD is a calendar date, read in local time (not UTC midnight). */
export function parseDateValue(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}
