import { describe, expect, it } from 'vitest';
import { formatClockFromText, formatDay, formatDuration, isToday, isoDate, nowMinutes, parseDay, todayIso } from './dates';

describe('planning dates', () => {
  it('writes and reads local calendar days', () => {
    expect(isoDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseDay('2023-02-30')).toBeNull();
    expect(formatDay('2025-03-10')).toBe('Mar 10, 2025');
    expect(formatDay('soon')).toBe('soon');
  });
  it("reads today in the executive's zone", () => {
    const zones = ['Asia/Tokyo', 'America/Los_Angeles'];
    const expected = zones.map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()));
    const actual = zones.map((timeZone) => todayIso(timeZone));
    // Both read within the same second; only a midnight tick between them could differ.
    expect(actual).toEqual(expected);
  });
  it('shows clock times and durations', () => {
    expect(formatClockFromText('00:15')).toBe('12:15 AM');
    expect(formatClockFromText('09:00')).toBe('9:00 AM');
    expect(formatClockFromText('12:30')).toBe('12:30 PM');
    expect(formatClockFromText('17:45')).toBe('5:45 PM');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(90)).toBe('1h 30m');
  });
});

describe('the wall clock of now', () => {
  it("gives minutes since midnight and whether a day is today on the executive's wall clock", () => {
    const now = new Date('2025-03-10T22:35:00Z'); // 15:35 in Los Angeles (PDT since the 9th), 07:35 on the 11th in Tokyo
    expect(nowMinutes('America/Los_Angeles', now)).toBe(15 * 60 + 35);
    expect(nowMinutes('Asia/Tokyo', now)).toBe(7 * 60 + 35);
    expect(isToday('2025-03-10', 'America/Los_Angeles', now)).toBe(true);
    expect(isToday('2025-03-11', 'America/Los_Angeles', now)).toBe(false);
    expect(isToday('2025-03-11', 'Asia/Tokyo', now)).toBe(true);
  });
});
