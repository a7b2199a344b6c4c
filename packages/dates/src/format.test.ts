import { describe, expect, it } from 'vitest';
import { formatClockFromText, formatDate, formatDay, formatDayTime, formatDuration, formatMeeting, formatTimeIn } from './format';
import { nowIn } from './now';

describe('formatting stored values', () => {
  it('formats calendar days in the four styles, never shifting the day', () => {
    expect(formatDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04T23:59:00')).toBe('Mar 4, 2026');
    expect(formatDay('2026-03-04', 'short')).toBe('Mar 4');
    expect(formatDay('2026-03-07', 'weekday')).toBe('Sat, Mar 7, 2026');
    expect(formatDay('2026-03-04', 'long')).toBe('Wednesday, March 4, 2026');
    expect(formatDay('2026-03-08', 'long')).toBe('Sunday, March 8, 2026'); // a DST day in the US
    expect(formatDay('soon')).toBe('soon');
  });

  it('formats clock times, 12-hour', () => {
    expect(formatClockFromText('00:15')).toBe('12:15 AM');
    expect(formatClockFromText('09:00')).toBe('9:00 AM');
    expect(formatClockFromText('12:30')).toBe('12:30 PM');
    expect(formatClockFromText('17:45')).toBe('5:45 PM');
    expect(formatClockFromText('2026-03-04T14:05:00')).toBe('2:05 PM');
    expect(formatClockFromText('later')).toBe('later');
  });

  it('formats date-times and meetings', () => {
    expect(formatDayTime('2026-03-06T14:00:00')).toBe('Mar 6, 2026, 2:00 PM');
    expect(formatDayTime('2026-03-06')).toBe('Mar 6, 2026');
    expect(formatMeeting('2025-03-13T10:00:00')).toBe('Thu, Mar 13, 10:00');
    expect(formatMeeting('2025-03-13T00:30:00')).toBe('Thu, Mar 13, 00:30');
    expect(formatMeeting('tbd')).toBe('tbd');
  });

  it('formats durations', () => {
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(60)).toBe('1h');
    expect(formatDuration(90)).toBe('1h 30m');
  });
});

describe('formatting now in a zone', () => {
  const at = new Date('2026-03-04T20:15:00Z');
  it('gives the local time and long date of the zone', () => {
    expect(formatTimeIn('Asia/Tokyo', at)).toBe('5:15 AM');
    expect(formatTimeIn('America/Los_Angeles', at)).toBe('12:15 PM');
    expect(formatDate(nowIn('Asia/Tokyo', at))).toBe('Thursday, March 5, 2026');
    expect(formatDate(nowIn('America/Los_Angeles', at))).toBe('Wednesday, March 4, 2026');
    expect(formatDate(nowIn('America/Los_Angeles', at), 'medium')).toBe('Mar 4, 2026');
  });
});
