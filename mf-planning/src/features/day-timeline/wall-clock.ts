// Stored times are wall-clock strings 'YYYY-MM-DDTHH:MM:SS' in the executive's zone: the timeline
// reads them as minutes since that day's midnight and writes moved times back the same way.
import { addDays, format, isValid, parseISO } from 'date-fns';

export const MINUTES_PER_DAY = 24 * 60;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM' for minutes since midnight (0..1439). */
export const clockText = (minutes: number): string => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The day and the minutes since its midnight of a wall-clock date-time, or null for other text. */
export function readWallClock(value: string): { date: string; minutes: number } | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  return { date: match[1] ?? '', minutes: hours * 60 + minutes };
}

/** 'YYYY-MM-DDTHH:MM:00' for minutes since the day's midnight; 24:00 is the next day's midnight. */
export function writeWallClock(date: string, minutes: number): string {
  if (minutes >= MINUTES_PER_DAY) {
    const next = addDays(parseISO(date), Math.floor(minutes / MINUTES_PER_DAY));
    if (!isValid(next)) return `${date}T${clockText(MINUTES_PER_DAY - 1)}:00`;
    return `${format(next, 'yyyy-MM-dd')}T${clockText(minutes % MINUTES_PER_DAY)}:00`;
  }
  return `${date}T${clockText(Math.max(0, minutes))}:00`;
}

/**
 * An item's [start, end) in minutes on `date`, clipped to the day, or null when it does not touch it.
 * `whole` says whether the item starts and ends on that day (only those can be moved).
 */
export function spanOnDay(date: string, startTime: string, endTime: string): { start: number; end: number; whole: boolean } | null {
  const start = readWallClock(startTime);
  const end = readWallClock(endTime);
  if (!start || !end) return null;
  if (start.date > date || end.date < date) return null;
  const from = start.date < date ? 0 : start.minutes;
  const to = end.date > date ? MINUTES_PER_DAY : end.minutes;
  if (to <= from) return null;
  const endsAtMidnight = end.date > date && end.minutes === 0 && start.date === date;
  return { start: from, end: to, whole: start.date === date && (end.date === date || endsAtMidnight) };
}
