// Calendar arithmetic on stored days, through date-fns on local midnights (DST-safe: date-fns moves
// by calendar days, not by 24-hour steps).
import { addDays as addDaysTo, isValid, parseISO, startOfWeek } from 'date-fns';
import { isoDate } from './wall-clock';

/** 'YYYY-MM-DD' (or the date of a date-time) as a local Date at midnight, for date-fns grids; null when not a real date. */
export function parseDay(value: string): Date | null {
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? date : null;
}

/** 'YYYY-MM-DD' plus `days` calendar days; the input itself when it is not a date. */
export function addDays(date: string, days: number): string {
  const day = parseDay(date);
  return day ? isoDate(addDaysTo(day, days)) : date;
}

/** Monday of the week containing the date (weeks start on Monday, as the weekly reflections do). */
export function mondayOf(date: string): string {
  const day = parseDay(date);
  return day ? isoDate(startOfWeek(day, { weekStartsOn: 1 })) : date;
}
