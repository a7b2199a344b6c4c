import { describe, expect, it } from 'vitest';
import { type KeyMove, type KeyMoveContext, keyboardMove } from './keyboard-move';

const ctx: KeyMoveContext = { start: 9 * 60, duration: 90, bounds: { min: 0, max: 24 * 60 } };

/** Presses keys one after another from no move; the last result. */
function press(keys: string[], context = ctx) {
  let move: KeyMove | null = null;
  let last = keyboardMove(null, 'Shift', context);
  for (const key of keys) {
    last = keyboardMove(move, key, context);
    if (last.kind === 'moved') move = last.move;
    else if (last.kind !== 'ignored') move = null;
  }
  return { last, move };
}

describe('moving an event by keyboard', () => {
  it('moves 15 minutes per arrow key and saves on Enter', () => {
    expect(press(['ArrowDown']).move).toEqual({ original: 540, proposed: 555 });
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']).move?.proposed).toBe(600);
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowUp']).move?.proposed).toBe(555);
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter']).last).toEqual({ kind: 'save', start: 600 });
  });
  it('moves an hour with PageDown and PageUp, and to the ends of the day with Home and End', () => {
    expect(press(['PageDown']).move?.proposed).toBe(600);
    expect(press(['PageUp']).move?.proposed).toBe(480);
    expect(press(['Home']).move?.proposed).toBe(0);
    expect(press(['End']).move?.proposed).toBe(24 * 60 - 90);
  });
  it('snaps a start off the quarter grid onto it', () => {
    const offGrid = { ...ctx, start: 9 * 60 + 10 };
    expect(press(['ArrowDown'], offGrid).move?.proposed).toBe(555);
    expect(press(['ArrowUp'], offGrid).move?.proposed).toBe(540);
  });
  it('cancels on Escape, and Enter without a change saves nothing', () => {
    expect(press(['ArrowDown', 'Escape']).last).toEqual({ kind: 'cancel' });
    expect(press(['ArrowDown', 'ArrowUp', 'Enter']).last).toEqual({ kind: 'cancel' });
    expect(press(['Enter']).last).toEqual({ kind: 'ignored' });
    expect(press(['Escape']).last).toEqual({ kind: 'ignored' });
  });
  it('stops at the edges of the day, keeping the duration', () => {
    const late = { ...ctx, start: 22 * 60 };
    expect(press(['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'], late).move?.proposed).toBe(24 * 60 - 90);
    expect(press(['PageUp'], { ...ctx, start: 30 }).move?.proposed).toBe(0);
  });
  it('ignores other keys', () => {
    expect(press(['a']).last).toEqual({ kind: 'ignored' });
    expect(press(['Tab']).move).toBeNull();
  });
});
