// Free slots of a booking type: its weekly hours (or a date's override) in the executive's zone,
// minus busy time widened by the buffers, from the minimum notice to the horizon, with a daily cap
// on bookings. The horizon counts calendar days in that zone: 0 is today only. Pure: the caller reads the busy time (busy-time.ts). Wall-clock times are stepped in
// the executive's zone, so a slot keeps its local time across a DST change; a time the clock skips
// that day is not offered.
import type { BookingTypeSettings, HoursRange } from '@provana/contracts/booking';
import { addDaysToIsoDate, clockToMinutes, instantOf, todayIn, wallNowIn, wallTime, weekdayOf, writeWallClock } from '@provana/dates';

const MINUTE_MS = 60_000;

export interface Interval {
  startMs: number;
  endMs: number;
}

export type SlotRules = Pick<
  BookingTypeSettings,
  'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes' | 'horizonDays' | 'dailyCap' | 'weeklyHours' | 'dateOverrides'
>;

export interface SlotQuery {
  timeZone: string;
  nowMs: number;
  duration: number;
  /** Every busy interval Provana knows for the executive (bookings included). */
  busy: readonly Interval[];
  /** Starts of the executive's active bookings, for the daily cap. */
  bookedStarts: readonly number[];
}

/** Slots start every half hour, or every `duration` minutes for shorter meetings. */
export const slotStepMinutes = (duration: number) => Math.min(duration, 30);

/** Overlapping or touching intervals joined, by start. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  const merged: Interval[] = [];
  for (const i of sorted) {
    const last = merged.at(-1);
    if (last && i.startMs <= last.endMs) last.endMs = Math.max(last.endMs, i.endMs);
    else merged.push({ ...i });
  }
  return merged;
}

/** Whether [startMs, endMs) overlaps any of the merged, sorted intervals. */
export function overlapsAny(merged: readonly Interval[], startMs: number, endMs: number): boolean {
  let lo = 0;
  let hi = merged.length;
  // The first interval ending after startMs is the only one that can overlap first.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((merged[mid] as Interval).endMs <= startMs) lo = mid + 1;
    else hi = mid;
  }
  const candidate = merged[lo];
  return candidate !== undefined && candidate.startMs < endMs;
}

/** The date's bookable ranges: its override when it has one, else its weekday's. */
export function rangesOn(rules: Pick<SlotRules, 'weeklyHours' | 'dateOverrides'>, date: string): HoursRange[] {
  const override = rules.dateOverrides.find((o) => o.date === date);
  const ranges = override ? override.ranges : (rules.weeklyHours[String(weekdayOf(date)) as keyof SlotRules['weeklyHours']] ?? []);
  return [...ranges].sort((a, b) => a.start.localeCompare(b.start));
}

/** The instant a wall-clock time of `date` names, or null when the clock skips it that day. */
function existingInstant(date: string, minutes: number, timeZone: string): number | null {
  const text = writeWallClock(date, minutes);
  const at = instantOf(text, timeZone).getTime();
  return wallNowIn(timeZone, at) === wallTime(text) ? at : null;
}

/** Slot starts (instants, ascending) free for a meeting of `duration` minutes. */
export function freeSlots(rules: SlotRules, query: SlotQuery): number[] {
  const { timeZone, nowMs, duration } = query;
  const busy = mergeIntervals(query.busy);
  const earliest = nowMs + rules.minNoticeMinutes * MINUTE_MS;
  const today = todayIn(timeZone, nowMs);
  const perDay = new Map<string, number>();
  for (const start of query.bookedStarts) perDay.set(todayIn(timeZone, start), (perDay.get(todayIn(timeZone, start)) ?? 0) + 1);
  const step = slotStepMinutes(duration);
  const slots: number[] = [];
  for (let day = 0; day <= rules.horizonDays; day++) {
    const date = addDaysToIsoDate(today, day);
    if (rules.dailyCap !== null && (perDay.get(date) ?? 0) >= rules.dailyCap) continue;
    for (const range of rangesOn(rules, date)) {
      const first = clockToMinutes(range.start);
      const last = range.end === '24:00' ? 24 * 60 : clockToMinutes(range.end);
      for (let m = first; m + duration <= last; m += step) {
        const start = existingInstant(date, m, timeZone);
        const end = existingInstant(date, m + duration, timeZone);
        if (start === null || end === null || start < earliest) continue;
        const blocked = overlapsAny(busy, start - rules.bufferBeforeMinutes * MINUTE_MS, end + rules.bufferAfterMinutes * MINUTE_MS);
        if (!blocked && slots.at(-1) !== start) slots.push(start);
      }
    }
  }
  return slots;
}
