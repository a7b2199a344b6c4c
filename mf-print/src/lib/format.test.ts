import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDayTime } from './format';

describe('report formatting', () => {
  it('formats wall-clock times without a time zone shift', () => {
    expect(formatClock('2026-03-04T09:05:00')).toBe('9:05 AM');
    expect(formatClock('2026-03-04T00:30:00')).toBe('12:30 AM');
    expect(formatClock('13:45')).toBe('1:45 PM');
    expect(formatClock('later')).toBe('later');
  });

  it('formats calendar dates', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay(null)).toBe('No date');
    expect(formatDayTime('2026-03-06T14:00:00')).toBe('Mar 6, 2026, 2:00 PM');
  });
});
