// Where an item lies on one day of the timeline: minutes since that day's midnight, clipped to it.
import { MINUTES_PER_DAY, parseWallClock } from '@provana/dates';

/**
 * An item's [start, end) in minutes on `date`, clipped to the day, or null when it does not touch it
 * (or a time is not a stored date-time). `whole` says whether the item starts and ends on that day
 * (only those can be moved).
 */
export function spanOnDay(date: string, startTime: string, endTime: string): { start: number; end: number; whole: boolean } | null {
  if (!startTime.includes('T') || !endTime.includes('T')) return null;
  const start = parseWallClock(startTime);
  const end = parseWallClock(endTime);
  if (!start || !end) return null;
  if (start.date > date || end.date < date) return null;
  const from = start.date < date ? 0 : start.minutes;
  const to = end.date > date ? MINUTES_PER_DAY : end.minutes;
  if (to <= from) return null;
  const endsAtMidnight = end.date > date && end.minutes === 0 && start.date === date;
  return { start: from, end: to, whole: start.date === date && (end.date === date || endsAtMidnight) };
}
