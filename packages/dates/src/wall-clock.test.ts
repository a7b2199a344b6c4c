import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, mondayOf, parseDay, weekdayOf } from './calendar';
import { nowIn } from './now';
import { isBeforeWallClock, shiftWall, toIsoDate, toIsoDateTime, wallText, wallTime, wallTimeOf } from './wall-clock';
import { wallNowIn } from './wall-now';

describe('stored wall-clock values', () => {
  it('writes a Date as its own calendar day and time', () => {
    expect(toIsoDate(new Date(2024, 1, 29, 23, 59))).toBe('2024-02-29');
    expect(toIsoDateTime(new Date(2024, 1, 29, 7, 5, 9))).toBe('2024-02-29T07:05:09');
    expect(toIsoDate(nowIn('Asia/Tokyo', new Date('2024-02-29T15:00:00Z')))).toBe('2024-03-01');
  });

  it('reads dates and date-times as written, rejecting impossible ones', () => {
    expect(wallTime('2026-03-04')).toBe(Date.UTC(2026, 2, 4));
    expect(wallTime('2026-03-04T09:30:00')).toBe(Date.UTC(2026, 2, 4, 9, 30));
    expect(wallTime('2026-03-04T09:30')).toBe(Date.UTC(2026, 2, 4, 9, 30));
    expect(wallTime('2023-02-29')).toBeNaN();
    expect(wallTime('2026-13-01')).toBeNaN();
    expect(wallTime('2026-03-04T24:00')).toBeNaN();
    expect(wallTime('soon')).toBeNaN();
    expect(wallTime(null)).toBeNaN();
  });

  it("compares a stored value with now on the zone's wall clock", () => {
    // 23:30 on 4 March in Los Angeles is already 5 March in UTC and in Tokyo.
    const at = new Date('2026-03-05T07:30:00Z');
    const laEvening = wallNowIn('America/Los_Angeles', at);
    expect(laEvening).toBe(Date.UTC(2026, 2, 4, 23, 30));
    expect(wallTimeOf(nowIn('America/Los_Angeles', at))).toBe(laEvening);
    expect(isBeforeWallClock('2026-03-04T23:00:00', laEvening)).toBe(true);
    expect(isBeforeWallClock('2026-03-05', laEvening)).toBe(false); // due tomorrow there
    expect(isBeforeWallClock('2026-03-04', laEvening)).toBe(true); // a bare date counts from its midnight
    const tokyo = wallNowIn('Asia/Tokyo', at);
    expect(isBeforeWallClock('2026-03-05', tokyo)).toBe(true);
    expect(isBeforeWallClock(null, tokyo)).toBe(false);
    expect(isBeforeWallClock('someday', tokyo)).toBe(false);
  });

  it('names the weekday of a stored date', () => {
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2026-03-07T23:59:00')).toBe(6);
    expect(weekdayOf('nope')).toBeNaN();
  });

  it('parses calendar days for grids', () => {
    expect(parseDay('2024-02-29')?.getDate()).toBe(29);
    expect(parseDay('2024-02-29T10:00:00')?.getHours()).toBe(0);
    expect(parseDay('2023-02-30')).toBeNull();
  });

  it('does calendar arithmetic across month ends, leap days and DST', () => {
    expect(addDaysToIsoDate('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysToIsoDate('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDaysToIsoDate('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDaysToIsoDate('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDaysToIsoDate('2026-11-01', 7)).toBe('2026-11-08');
    expect(addDaysToIsoDate('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('finds the Monday of a week', () => {
    expect(mondayOf('2025-03-12')).toBe('2025-03-10');
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
    expect(mondayOf('2025-03-16')).toBe('2025-03-10');
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });
});

describe('wall-time counters', () => {
  it('writes a counter back as text and moves stored text on the wall clock', () => {
    expect(wallText(Date.UTC(2026, 2, 4, 9, 30))).toBe('2026-03-04T09:30:00');
    expect(wallText(Date.UTC(2026, 2, 4, 9, 30), true)).toBe('2026-03-04');
    expect(shiftWall('2026-03-29T01:30', 60)).toBe('2026-03-29T02:30:00'); // a wall clock: DST does not apply
    expect(shiftWall('2026-03-01T00:10:00', -20)).toBe('2026-02-28T23:50:00');
    expect(shiftWall('2026-11-01T09:00:00', -24 * 60)).toBe('2026-10-31T09:00:00');
  });
});
