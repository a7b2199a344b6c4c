// Dates as the API writes them ('YYYY-MM-DD', 'HH:MM'), in the browser's local time, via date-fns.
import { format, isValid, parseISO } from 'date-fns';

export const isoDate = (d: Date): string => format(d, 'yyyy-MM-dd');

export const todayIso = (): string => isoDate(new Date());

/** 'YYYY-MM-DD' as a local Date (midnight), or null for text that is not a real date. */
export function parseDay(value: string): Date | null {
  const date = parseISO(value.slice(0, 10));
  return isValid(date) ? date : null;
}

/** "Mar 10, 2025" for 'YYYY-MM-DD' (or a date-time); the raw text when it does not parse. */
export function formatDay(value: string): string {
  const date = parseDay(value);
  return date ? format(date, 'MMM d, yyyy') : value;
}

/** "9:00 AM" for 'HH:MM'; the raw text when it is not a time. */
export function formatClock(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** "45m", "1h", "1h 30m" for a duration in minutes. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

/** Minutes since midnight now, on the wall clock the planning views use (the day timeline's now-line). */
export const nowMinutes = (now: Date = new Date()): number => now.getHours() * 60 + now.getMinutes();

/** Whether 'YYYY-MM-DD' is today on that same wall clock. */
export const isToday = (date: string, now: Date = new Date()): boolean => date === isoDate(now);
