// The month grid: whole weeks Sun to Sat around a month (leading and trailing days of the
// neighbouring months included), and the per-cell cap of 2 items then '+N more' (spec section 9).
import { addDaysToIsoDate, isIsoDate, parseDay, toIsoDate } from '@provana/dates';
import { addMonths, eachDayOfInterval, endOfMonth, endOfWeek, format, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';

export const CELL_ITEM_CAP = 2;

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

export function shiftMonth(month: string, by: number): string {
  const start = parseDay(month);
  if (!start) throw new Error(`shiftMonth: not a date: ${month}`);
  return toIsoDate(addMonths(start, by));
}

export const monthTitle = (month: string): string => format(parseDay(month) ?? new Date(NaN), 'MMMM yyyy');

/** The weeks (rows of 7 days, Sunday first) that show the month. */
export function monthGrid(month: string): GridDay[][] {
  const start = parseDay(month);
  if (!start) throw new Error(`monthGrid: not a date: ${month}`);
  const days = eachDayOfInterval({ start: startOfWeek(startOfMonth(start)), end: endOfWeek(endOfMonth(start)) });
  const weeks: GridDay[][] = [];
  for (let i = 0; i < days.length; i += 7) {
    weeks.push(days.slice(i, i + 7).map((d) => ({ date: toIsoDate(d), day: d.getDate(), inMonth: isSameMonth(d, start) })));
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
