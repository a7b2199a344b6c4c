import { describe, expect, it } from 'vitest';
import { barSlots, niceTicks, yOf } from './chart-scale';

describe('chart scales', () => {
  it('rounds the top up to a whole-number tick step, at most five steps', () => {
    expect(niceTicks([0, 0])).toEqual([0, 1]);
    expect(niceTicks([3, 1, 2])).toEqual([0, 1, 2, 3]);
    expect(niceTicks([6, 2])).toEqual([0, 2, 4, 6]);
    expect(niceTicks([7])).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks([11])).toEqual([0, 5, 10, 15]);
    expect(niceTicks([99])).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('maps values to y with 0 at the bottom and the top tick at 0', () => {
    expect(yOf(0, 8, 100)).toBe(100);
    expect(yOf(8, 8, 100)).toBe(0);
    expect(yOf(2, 8, 100)).toBe(75);
    expect(yOf(-3, 8, 100)).toBe(100);
  });

  it('lays out groups of touching bars with a gap between groups', () => {
    const slots = barSlots(2, 3, 300);
    expect(slots).toHaveLength(2);
    expect(slots[0]?.[0]).toEqual({ x: 15, width: 40 });
    expect(slots[0]?.[2]).toEqual({ x: 95, width: 40 });
    expect(slots[1]?.[0]?.x).toBe(165);
    expect(barSlots(0, 3, 300)).toEqual([]);
  });
});
