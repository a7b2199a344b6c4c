import { describe, expect, it } from 'vitest';
import { PX_PER_MINUTE, axisFor, axisHours, minuteToPx, pxToMinutes } from './time-scale';

describe('the hour axis', () => {
  it('shows 07:00-20:00, widened to whole hours around early or late items', () => {
    expect(axisFor([{ start: 540, end: 600 }])).toEqual({ start: 420, end: 1200 });
    expect(
      axisFor([
        { start: 6 * 60 + 30, end: 7 * 60 },
        { start: 20 * 60, end: 21 * 60 + 15 },
      ]),
    ).toEqual({ start: 360, end: 22 * 60 });
    expect(axisFor([{ start: 23 * 60, end: 24 * 60 }])).toEqual({ start: 420, end: 1440 });
  });
  it('maps minutes to pixels from the axis start and back', () => {
    const axis = { start: 420, end: 1200 };
    expect(minuteToPx(420, axis)).toBe(0);
    expect(minuteToPx(480, axis)).toBe(60 * PX_PER_MINUTE);
    expect(pxToMinutes(minuteToPx(555, axis))).toBe(555 - 420);
    expect(axisHours({ start: 420, end: 600 })).toEqual([420, 480, 540, 600]);
  });
});
