// Calendar days as strings: no zone and no DST change may move a day.
import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, daysBetween, firstOfMonth, isIsoDate, lastOfMonth, mondayOf, weekdayOf } from './calendar';
import { describeDate } from './format';
import { nowIn } from './now';
import { toIsoDate } from './wall-clock';

describe('calendar days', () => {
  it('adds days across month and year ends, leap days and backwards', () => {
    expect(addDaysToIsoDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToIsoDate('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysToIsoDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysToIsoDate('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDaysToIsoDate('2026-03-04T09:30:00', 1)).toBe('2026-03-05'); // the day of a date-time
    expect(addDaysToIsoDate('soon', 1)).toBe('soon');
    expect(addDaysToIsoDate('2023-02-29', 1)).toBe('2023-02-29'); // not a day: left as it is
  });

  it('adds days across the DST changes of Berlin, New York and Lord Howe (a half-hour change)', () => {
    expect(addDaysToIsoDate('2026-03-28', 1)).toBe('2026-03-29'); // Berlin springs forward on the 29th
    expect(addDaysToIsoDate('2026-10-24', 2)).toBe('2026-10-26'); // … and falls back on the 25th
    expect(addDaysToIsoDate('2026-03-07', 1)).toBe('2026-03-08'); // New York springs forward on the 8th
    expect(addDaysToIsoDate('2026-11-01', 7)).toBe('2026-11-08'); // … and falls back on the 1st
    expect(addDaysToIsoDate('2026-10-03', 1)).toBe('2026-10-04'); // Lord Howe: +10:30 → +11 on the 4th
    expect(addDaysToIsoDate('2026-04-05', -1)).toBe('2026-04-04'); // … and back on 5 April
    // Today in the zone either side of its midnight, also on the night of a change.
    for (const [zone, instant, today] of [
      ['Europe/Berlin', '2026-03-28T23:30:00Z', '2026-03-29'],
      ['America/New_York', '2026-11-01T04:30:00Z', '2026-11-01'],
      ['Australia/Lord_Howe', '2026-10-03T13:29:00Z', '2026-10-03'],
      ['Australia/Lord_Howe', '2026-10-03T13:30:00Z', '2026-10-04'],
    ] as const)
      expect(toIsoDate(nowIn(zone, new Date(instant))), `${zone} ${instant}`).toBe(today);
  });

  it('counts whole days between dates', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2); // across a DST change
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(daysBetween('2026-03-07', 'soon')).toBeNaN();
  });

  it('names weekdays, Mondays and month ends', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-21')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(firstOfMonth('2025-03-17')).toBe('2025-03-01');
    expect(lastOfMonth('2024-02-01')).toBe('2024-02-29');
    expect(lastOfMonth('2025-04-01')).toBe('2025-04-30');
    expect(lastOfMonth('2025-12-15')).toBe('2025-12-31');
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(describeDate('2026-11-21')).toBe('Sat Nov 21');
  });

  it('starts the week in the zone: Monday 01:00 in Tokyo is still Sunday in UTC', () => {
    const now = new Date('2026-11-22T16:00:00Z');
    expect(mondayOf(toIsoDate(nowIn('Asia/Tokyo', now)))).toBe('2026-11-23');
    expect(mondayOf(toIsoDate(nowIn('UTC', now)))).toBe('2026-11-16');
  });

  it('crosses the date line: Kiritimati (UTC+14) is a day ahead of Honolulu at the same instant', () => {
    const at = new Date('2026-01-01T09:59:00Z');
    expect(toIsoDate(nowIn('Pacific/Kiritimati', at))).toBe('2026-01-01');
    expect(toIsoDate(nowIn('Pacific/Honolulu', at))).toBe('2025-12-31');
    expect(toIsoDate(nowIn('Pacific/Kiritimati', new Date('2026-01-01T10:00:00Z')))).toBe('2026-01-02');
    expect(daysBetween(toIsoDate(nowIn('Pacific/Honolulu', at)), toIsoDate(nowIn('Pacific/Kiritimati', at)))).toBe(1);
  });
});
