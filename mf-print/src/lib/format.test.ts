import { describe, expect, it } from 'vitest';
import { formatDay } from './format';

describe('report day label', () => {
  it('formats calendar dates and names a missing one', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T23:30:00')).toBe('Mar 4, 2026');
    expect(formatDay(null)).toBe('No date');
    expect(formatDay('soon')).toBe('soon');
  });
});
