// The hour axis: which hours the timeline shows and where a minute sits on it.
import { MINUTES_PER_DAY } from '@provana/dates';

/** Pixels per minute: an hour is 48px, a quarter hour 12px. */
export const PX_PER_MINUTE = 0.8;

export const DEFAULT_AXIS = { start: 7 * 60, end: 20 * 60 } as const;
export const WORKING_HOURS = { start: 8 * 60, end: 18 * 60 } as const;

export interface Axis {
  start: number;
  end: number;
}

/** 07:00-20:00, widened to whole hours so every item fits. */
export function axisFor(spans: readonly { start: number; end: number }[], base: Axis = DEFAULT_AXIS): Axis {
  let start: number = base.start;
  let end: number = base.end;
  for (const s of spans) {
    start = Math.min(start, Math.floor(s.start / 60) * 60);
    end = Math.max(end, Math.ceil(s.end / 60) * 60);
  }
  return { start: Math.max(0, start), end: Math.min(MINUTES_PER_DAY, end) };
}

/** The top of a minute on the axis, in pixels. */
export const minuteToPx = (minutes: number, axis: Axis): number => (minutes - axis.start) * PX_PER_MINUTE;

/** A vertical distance in pixels as minutes. */
export const pxToMinutes = (px: number): number => px / PX_PER_MINUTE;

/** The hours whose lines the axis draws (its start to its end, inclusive). */
export function axisHours(axis: Axis): number[] {
  const hours: number[] = [];
  for (let m = axis.start; m <= axis.end; m += 60) hours.push(m);
  return hours;
}
