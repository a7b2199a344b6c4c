import { describe, expect, it } from 'vitest';
import { formatDay, isoDate, mondayOf } from './dates';

describe('dates', () => {
  it('finds the Monday of a week (Sunday belongs to the week before)', () => {
    expect(mondayOf(new Date(2025, 2, 12))).toBe('2025-03-10');
    expect(mondayOf(new Date(2025, 2, 10))).toBe('2025-03-10');
    expect(mondayOf(new Date(2025, 2, 16))).toBe('2025-03-10');
    expect(mondayOf(new Date(2025, 0, 1))).toBe('2024-12-30');
  });

  it('formats days and keeps what it cannot read', () => {
    expect(isoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatDay('2025-03-10')).toBe('Mar 10, 2025');
    expect(formatDay('2025-03-10', false)).toBe('Mar 10');
    expect(formatDay('soon')).toBe('soon');
  });
});
