// The default slot for a follow-up 1:1: the first free half hour in working hours on a weekday,
// from the next day on, that overlaps no calendar event or meeting. Times are stored local
// date-times ('YYYY-MM-DDTHH:MM:SS'), which compare correctly as text.
import type { FollowUpSlot } from '@provana/contracts';
import { addDaysToIsoDate, atTime, minutesToClock, clockToMinutes, toIsoDate, weekdayOf } from '@provana/dates';

export interface BusyRange {
  start: string;
  end: string;
}

export interface SlotOptions {
  durationMinutes?: number;
  /** First and last working minute of the day, 'HH:MM'. */
  dayStart?: string;
  dayEnd?: string;
  horizonDays?: number;
}

const overlaps = (a: BusyRange, b: BusyRange) => a.start < b.end && b.start < a.end;

/** `now` is the executive's wall clock (nowIn), so "the next day" and weekdays are theirs. */
export function findFollowUpSlot(now: Date, busy: readonly BusyRange[], options: SlotOptions = {}): FollowUpSlot | undefined {
  const duration = options.durationMinutes ?? 30;
  const first = clockToMinutes(options.dayStart ?? '09:00');
  const last = clockToMinutes(options.dayEnd ?? '17:00');
  const ranges = busy.map((b) => ({ start: b.start.slice(0, 19), end: b.end.slice(0, 19) }));
  for (let offset = 1; offset <= (options.horizonDays ?? 14); offset += 1) {
    const date = addDaysToIsoDate(toIsoDate(now), offset);
    const weekday = weekdayOf(date);
    if (weekday === 0 || weekday === 6) continue;
    for (let start = first; start + duration <= last; start += 30) {
      const slot = { start: atTime(date, minutesToClock(start)), end: atTime(date, minutesToClock(start + duration)) };
      if (!ranges.some((r) => overlaps(r, slot))) return { startTime: slot.start, endTime: slot.end };
    }
  }
  return undefined;
}
