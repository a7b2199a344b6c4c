// A day and minutes since its midnight, and 'HH:MM' clocks.
import { describe, expect, it } from 'vitest';
import { clockOf, clockToMinutes, compareWallClock, minutesToClock, parseWallClock, wallClockOf, writeWallClock } from './clock';
import { nowIn } from './now';

describe('wall clocks as a day and minutes', () => {
  it("reads the zone's wall clock either side of its midnight", () => {
    expect(wallClockOf(nowIn('America/Los_Angeles', new Date('2026-11-23T07:59:00Z')))).toEqual({ date: '2026-11-22', minutes: 23 * 60 + 59 });
    expect(wallClockOf(nowIn('America/Los_Angeles', new Date('2026-11-23T08:00:00Z')))).toEqual({ date: '2026-11-23', minutes: 0 });
    expect(wallClockOf(nowIn('Asia/Tokyo', new Date('2026-11-23T14:59:00Z')))).toEqual({ date: '2026-11-23', minutes: 23 * 60 + 59 });
    expect(wallClockOf(nowIn('Asia/Tokyo', new Date('2026-11-23T15:00:00Z')))).toEqual({ date: '2026-11-24', minutes: 0 });
  });

  it('reads stored dates and date-times, and instants on the wall clock of a zone', () => {
    expect(parseWallClock('2025-03-10T09:30:00')).toEqual({ date: '2025-03-10', minutes: 570 });
    expect(parseWallClock('2025-03-10 09:30')).toEqual({ date: '2025-03-10', minutes: 570 });
    expect(parseWallClock('2025-03-10')).toEqual({ date: '2025-03-10', minutes: 0 });
    expect(parseWallClock('2025-03-10T25:00:00')).toBeNull();
    expect(parseWallClock('soon')).toBeNull();
    expect(parseWallClock(null)).toBeNull();
    expect(parseWallClock('2026-11-23T07:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2026-11-23', minutes: 16 * 60 + 30 });
    expect(parseWallClock('2026-11-23T07:30:00+02:00')).toEqual({ date: '2026-11-23', minutes: 5 * 60 + 30 });
    expect(parseWallClock('2026-01-01T09:30:00Z', 'Pacific/Kiritimati')).toEqual({ date: '2026-01-01', minutes: 23 * 60 + 30 });
  });

  it('orders wall clocks', () => {
    expect(compareWallClock({ date: '2026-03-04', minutes: 600 }, { date: '2026-03-04', minutes: 540 })).toBeGreaterThan(0);
    expect(compareWallClock({ date: '2026-03-03', minutes: 1400 }, { date: '2026-03-04', minutes: 0 })).toBeLessThan(0);
  });

  it('writes minutes back as a stored date-time, 24:00 as the next midnight', () => {
    expect(writeWallClock('2025-03-10', 570)).toBe('2025-03-10T09:30:00');
    expect(writeWallClock('2025-03-10', 0)).toBe('2025-03-10T00:00:00');
    expect(writeWallClock('2025-03-10', -30)).toBe('2025-03-10T00:00:00');
    expect(writeWallClock('2025-02-28', 24 * 60)).toBe('2025-03-01T00:00:00');
    expect(writeWallClock('2026-03-28', 24 * 60 + 150)).toBe('2026-03-29T02:30:00'); // written as is, even on a DST day
    expect(writeWallClock('someday', 24 * 60)).toBe('somedayT23:59:00');
  });

  it("converts 'HH:MM' and minutes since midnight", () => {
    expect(minutesToClock(17 * 60 + 5)).toBe('17:05');
    expect(minutesToClock(0)).toBe('00:00');
    expect(clockToMinutes('09:30')).toBe(570);
    expect(clockToMinutes('23:59')).toBe(1439);
    expect(clockOf('2026-03-04T09:05:00')).toBe('09:05');
  });
});
