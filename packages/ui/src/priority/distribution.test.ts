import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributionWidths } from './distribution';

describe('distributionWidths', () => {
  it('gives percent widths of the total', () => {
    expect(distributionWidths({ high: 1, medium: 1, low: 2 })).toEqual({ high: 25, medium: 25, low: 50 });
  });

  it('gives all zero widths when every count is zero', () => {
    expect(distributionWidths({ high: 0, medium: 0, low: 0 })).toEqual({ high: 0, medium: 0, low: 0 });
  });

  it('gives 100 to the only non-zero urgency', () => {
    expect(distributionWidths({ high: 0, medium: 3, low: 0 })).toEqual({ high: 0, medium: 100, low: 0 });
  });

  it('rounds thirds so the widths still add up to 100', () => {
    expect(distributionWidths({ high: 1, medium: 1, low: 1 })).toEqual({ high: 34, medium: 33, low: 33 });
  });

  it('always adds up to 100 for any non-empty counts, each width within a point of exact', () => {
    const count = fc.nat({ max: 10_000 });
    fc.assert(
      fc.property(count, count, count, (high, medium, low) => {
        fc.pre(high + medium + low > 0);
        const widths = distributionWidths({ high, medium, low });
        expect(widths.high + widths.medium + widths.low).toBe(100);
        const total = high + medium + low;
        expect(Math.abs(widths.high - (high / total) * 100)).toBeLessThan(1);
        expect(Math.abs(widths.low - (low / total) * 100)).toBeLessThan(1);
      }),
    );
  });
});
