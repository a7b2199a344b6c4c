import { describe, expect, it } from 'vitest';
import { layoutLanes } from './lanes';

const item = (id: string, start: number, end: number) => ({ id, start, end });

describe('lanes for overlapping items', () => {
  it('gives items that overlap nothing the full width', () => {
    const lanes = layoutLanes([item('a', 540, 600), item('b', 600, 660)]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 1 });
    expect(lanes.get('b')).toEqual({ lane: 0, lanes: 1 });
  });
  it('puts overlapping items side by side and reuses a lane that has become free', () => {
    const lanes = layoutLanes([item('a', 540, 660), item('b', 570, 600), item('c', 600, 630), item('d', 620, 700), item('e', 720, 780)]);
    expect(lanes.get('a')).toEqual({ lane: 0, lanes: 3 });
    expect(lanes.get('b')).toEqual({ lane: 1, lanes: 3 });
    expect(lanes.get('c')).toEqual({ lane: 1, lanes: 3 });
    expect(lanes.get('d')).toEqual({ lane: 2, lanes: 3 });
    expect(lanes.get('e')).toEqual({ lane: 0, lanes: 1 });
  });
});
