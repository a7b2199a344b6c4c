// Moving a focused event by keyboard: ArrowDown/ArrowUp step to the next/previous quarter hour,
// PageDown/PageUp by an hour, Home/End to the first/last start the day allows; Enter saves the
// proposed time, Escape cancels. The keyboard sensor of @dnd-kit moves by pixels, hence this.
import { type DayBounds, SNAP_MINUTES, clampStart, nextSnap, previousSnap } from './snapping';

/** A keyboard move in progress: the event's saved start and the start proposed so far. */
export interface KeyMove {
  original: number;
  proposed: number;
}

export interface KeyMoveContext {
  /** The event's saved start, in minutes since midnight. */
  start: number;
  duration: number;
  bounds: DayBounds;
}

export type KeyMoveResult = { kind: 'ignored' } | { kind: 'moved'; move: KeyMove } | { kind: 'save'; start: number } | { kind: 'cancel' };

const HOUR_STEPS = 60 / SNAP_MINUTES;

function step(from: number, key: string, ctx: KeyMoveContext): number | null {
  const up = (m: number, times: number) => Array.from({ length: times }).reduce<number>((acc) => previousSnap(acc), m);
  const down = (m: number, times: number) => Array.from({ length: times }).reduce<number>((acc) => nextSnap(acc), m);
  switch (key) {
    case 'ArrowUp':
      return up(from, 1);
    case 'ArrowDown':
      return down(from, 1);
    case 'PageUp':
      return up(from, HOUR_STEPS);
    case 'PageDown':
      return down(from, HOUR_STEPS);
    case 'Home':
      return ctx.bounds.min;
    case 'End':
      return ctx.bounds.max - ctx.duration;
    default:
      return null;
  }
}

/** What a key does to the move in progress (`current`, null when none has started). */
export function keyboardMove(current: KeyMove | null, key: string, ctx: KeyMoveContext): KeyMoveResult {
  if (key === 'Enter') {
    if (!current) return { kind: 'ignored' };
    return current.proposed === current.original ? { kind: 'cancel' } : { kind: 'save', start: current.proposed };
  }
  if (key === 'Escape') return current ? { kind: 'cancel' } : { kind: 'ignored' };
  const from = current?.proposed ?? ctx.start;
  const next = step(from, key, ctx);
  if (next === null) return { kind: 'ignored' };
  return { kind: 'moved', move: { original: current?.original ?? ctx.start, proposed: clampStart(next, ctx.duration, ctx.bounds) } };
}
