import { describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatDuration, isoDate, parseDay, todayIso } from './dates';

describe('planning dates', () => {
  it('writes and reads local calendar days', () => {
    expect(isoDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseDay('2023-02-30')).toBeNull();
    expect(formatDay('2025-03-10')).toBe('Mar 10, 2025');
    expect(formatDay('soon')).toBe('soon');
  });
  it('reads today in the executive\'s zone', () => {
    const zones = ['Asia/Tokyo', 'America/Los_Angeles'];
    const expected = zones.map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()));
    const actual = zones.map((timeZone) => todayIso(timeZone));
    // Both read within the same second; only a midnight tick between them could differ.
    expect(actual).toEqual(expected);
  });
  it('shows clock times and durations', () => {
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('17:45')).toBe('5:45 PM');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(90)).toBe('1h 30m');
  });
});
