// The month grid: whole weeks Sun to Sat around a month (leading and trailing days of the
// neighbouring months included), and the per-cell cap of 2 items then '+N more' (spec section 9).
import { addDaysToIsoDate, firstOfMonth, formatDay, isIsoDate, lastOfMonth, parseDay, toIsoDate, weekdayOf } from '@provana/dates';

export const CELL_ITEM_CAP = 2;

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** The same day `by` months later, on the last day of a shorter month (Jan 31 + 1 → Feb 28). */
export function shiftMonth(month: string, by: number): string {
  const start = parseDay(month);
  if (!start) throw new Error(`shiftMonth: not a date: ${month}`);
  const day = start.getDate();
  const first = toIsoDate(new Date(start.getFullYear(), start.getMonth() + by, 1));
  return addDaysToIsoDate(first, Math.min(day, Number(lastOfMonth(first).slice(8))) - 1);
}

/** "March 2025"; a text that is not a date is refused, as a grid of it would be. */
export function monthTitle(month: string): string {
  if (!parseDay(month)) throw new RangeError(`monthTitle: not a date: ${month}`);
  return formatDay(month, 'month');
}

/** The weeks (rows of 7 days, Sunday first) that show the month. */
export function monthGrid(month: string): GridDay[][] {
  const start = parseDay(month);
  if (!start) throw new Error(`monthGrid: not a date: ${month}`);
  const first = firstOfMonth(toIsoDate(start));
  const last = lastOfMonth(first);
  const end = addDaysToIsoDate(last, 6 - weekdayOf(last));
  const weeks: GridDay[][] = [];
  for (let date = addDaysToIsoDate(first, -weekdayOf(first)); date <= end; date = addDaysToIsoDate(date, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const day = addDaysToIsoDate(date, i);
        return { date: day, day: Number(day.slice(8)), inMonth: day.slice(0, 7) === first.slice(0, 7) };
      }),
    );
  }
  return weeks;
}

/** The first and last day the grid shows: the range the calendar request asks for. */
export function gridRange(month: string): { from: string; to: string } {
  const weeks = monthGrid(month);
  const first = weeks[0]?.[0];
  const last = weeks.at(-1)?.at(-1);
  if (!first || !last) throw new Error('monthGrid: empty');
  return { from: first.date, to: last.date };
}

/** The items a cell shows and how many more there are. */
export function capItems<T>(items: readonly T[], cap = CELL_ITEM_CAP): { shown: T[]; more: number } {
  return { shown: items.slice(0, cap), more: Math.max(0, items.length - cap) };
}

/** The day an arrow key moves to from 'YYYY-MM-DD' (left/right a day, up/down a week). */
export function moveDay(date: string, key: string): string | null {
  if (!isIsoDate(date)) return null;
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
  const by = step[key];
  return by === undefined ? null : addDaysToIsoDate(date, by);
}
