import { describe, expect, it } from 'vitest';
import { dragProposal } from './drag-move';
import { PX_PER_MINUTE } from './time-scale';

const data = { start: 9 * 60, duration: 60, bounds: { min: 7 * 60, max: 20 * 60 } };

describe('dragging an event', () => {
  it('snaps the dropped start to the nearest quarter hour', () => {
    expect(dragProposal(data, 60 * PX_PER_MINUTE)).toBe(600);
    expect(dragProposal(data, 7 * PX_PER_MINUTE)).toBe(540);
    expect(dragProposal(data, 8 * PX_PER_MINUTE)).toBe(555);
    expect(dragProposal(data, -22 * PX_PER_MINUTE)).toBe(525);
    expect(dragProposal({ ...data, start: 9 * 60 + 10 }, 0)).toBe(555);
  });
  it('keeps the event inside the axis with its duration', () => {
    expect(dragProposal(data, 1000 * PX_PER_MINUTE)).toBe(19 * 60);
    expect(dragProposal(data, -1000 * PX_PER_MINUTE)).toBe(7 * 60);
  });
});
