// Times on the timeline snap to quarter hours and stay inside the day with their duration kept.
export const SNAP_MINUTES = 15;

/** The nearest quarter hour. */
export const snapMinutes = (minutes: number, step = SNAP_MINUTES): number => Math.round(minutes / step) * step;

/** The first quarter hour after `minutes` (09:00 → 09:15, 09:10 → 09:15). */
export const nextSnap = (minutes: number, step = SNAP_MINUTES): number => Math.floor(minutes / step) * step + step;

/** The last quarter hour before `minutes` (09:15 → 09:00, 09:10 → 09:00). */
export const previousSnap = (minutes: number, step = SNAP_MINUTES): number => Math.ceil(minutes / step) * step - step;

export interface DayBounds {
  /** The earliest start allowed, in minutes since midnight. */
  min: number;
  /** The latest end allowed. */
  max: number;
}

/** A start moved so that [start, start + duration) lies inside the bounds; the duration never changes. */
export function clampStart(start: number, duration: number, bounds: DayBounds): number {
  const latest = Math.max(bounds.min, bounds.max - duration);
  return Math.min(Math.max(start, bounds.min), latest);
}
