// Scales of the weekly decisions chart: a "nice" top value with whole-number ticks, bar geometry.

const STEPS = [1, 2, 5, 10, 20, 50, 100];
const MAX_TICKS = 5;

/** Whole-number ticks from 0 to a round top that holds the largest value (at least 0..1). */
export function niceTicks(values: readonly number[]): number[] {
  const max = Math.max(1, ...values);
  const step = STEPS.find((s) => Math.ceil(max / s) <= MAX_TICKS) ?? Math.ceil(max / MAX_TICKS);
  const top = step * Math.ceil(max / step);
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

/** The y coordinate of a value on a plot `height` tall whose top tick is `top` (y grows downwards). */
export const yOf = (value: number, top: number, height: number): number => height - (Math.max(0, value) / top) * height;

export interface BarSlot {
  x: number;
  width: number;
}

/**
 * Bars for `groups` groups of `perGroup` bars across `width`: each group gets an equal band, a fifth of
 * it left as the gap between groups; bars touch within a group.
 */
export function barSlots(groups: number, perGroup: number, width: number): BarSlot[][] {
  if (groups === 0) return [];
  const band = width / groups;
  const gap = band / 5;
  const bar = (band - gap) / perGroup;
  return Array.from({ length: groups }, (_, g) => Array.from({ length: perGroup }, (_, b) => ({ x: g * band + gap / 2 + b * bar, width: bar })));
}
