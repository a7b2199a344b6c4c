import { describe, expect, it } from 'vitest';
import { densityOf, detailSide } from './crowding';

const alone = { lane: 0, lanes: 1 };
const axis = { start: 7 * 60, end: 20 * 60 };

describe('crowded timeline items', () => {
  it('are 30 minutes or shorter, or share the width with overlapping items; tiny at 15 minutes or less', () => {
    expect(densityOf({ start: 600, end: 630 }, alone)).toBe('crowded');
    expect(densityOf({ start: 600, end: 615 }, alone)).toBe('tiny');
    expect(densityOf({ start: 600, end: 645 }, alone)).toBe('roomy');
    expect(densityOf({ start: 600, end: 720 }, { lane: 1, lanes: 2 })).toBe('crowded');
  });

  it('open their detail below, or above near the end of the axis', () => {
    expect(detailSide({ start: 600, end: 630 }, axis)).toBe('below');
    expect(detailSide({ start: 19 * 60, end: 19 * 60 + 30 }, axis)).toBe('above');
    // Near both ends of a short axis: below, where the page can scroll.
    expect(detailSide({ start: 7 * 60, end: 8 * 60 }, { start: 7 * 60, end: 9 * 60 })).toBe('below');
  });
});
