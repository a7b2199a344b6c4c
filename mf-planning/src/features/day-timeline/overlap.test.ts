import { describe, expect, it } from 'vitest';
import { conflictsOf, overlapping, overlaps } from './overlap';

const item = (id: string, start: number, end: number) => ({ id, start, end });

describe('overlap checks', () => {
  it('treats times as half-open: back-to-back items do not overlap', () => {
    expect(overlaps({ start: 540, end: 600 }, { start: 600, end: 660 })).toBe(false);
    expect(overlaps({ start: 540, end: 601 }, { start: 600, end: 660 })).toBe(true);
    expect(overlaps({ start: 540, end: 720 }, { start: 600, end: 660 })).toBe(true);
  });
  it('lists what a proposed time overlaps, leaving out the moved item itself', () => {
    const items = [item('a', 540, 600), item('b', 600, 660), item('c', 700, 760)];
    expect(overlapping({ start: 570, end: 630 }, items).map((i) => i.id)).toEqual(['a', 'b']);
    expect(overlapping({ start: 570, end: 630 }, items, 'a').map((i) => i.id)).toEqual(['b']);
    expect(overlapping({ start: 660, end: 700 }, items)).toEqual([]);
  });
  it('finds the conflicts between existing items, both ways', () => {
    const items = [item('a', 540, 600), item('b', 570, 630), item('c', 600, 660), item('d', 700, 720)];
    const conflicts = conflictsOf(items);
    expect(conflicts.get('a')?.map((i) => i.id)).toEqual(['b']);
    expect(conflicts.get('b')?.map((i) => i.id)).toEqual(['a', 'c']);
    expect(conflicts.get('c')?.map((i) => i.id)).toEqual(['b']);
    expect(conflicts.has('d')).toBe(false);
  });
  it('finds a long item overlapping a later one past a short one', () => {
    const conflicts = conflictsOf([item('long', 480, 720), item('short', 490, 500), item('late', 700, 730)]);
    expect(conflicts.get('long')?.map((i) => i.id)).toEqual(['short', 'late']);
  });
});
