import { describe, expect, it } from 'vitest';
import {
  addDays,
  addIsoDays,
  dayOfWeek,
  daysBetween,
  describeDate,
  instantOf,
  normalizeDateTime,
  nowIn,
  parseWallClock,
  startOfWeek,
  toIsoDate,
  toLocalDateTime,
  wallClockOf,
} from './dates';

describe('dates in an executive time zone (server in UTC)', () => {
  it("reads the zone's wall clock either side of its midnight", () => {
    expect(wallClockOf(nowIn('America/Los_Angeles', new Date('2026-11-23T07:59:00Z')))).toEqual({ date: '2026-11-22', minutes: 23 * 60 + 59 });
    expect(wallClockOf(nowIn('America/Los_Angeles', new Date('2026-11-23T08:00:00Z')))).toEqual({ date: '2026-11-23', minutes: 0 });
    expect(toIsoDate(nowIn('Asia/Tokyo', new Date('2026-11-23T14:59:00Z')))).toBe('2026-11-23');
    expect(toIsoDate(nowIn('Asia/Tokyo', new Date('2026-11-23T15:00:00Z')))).toBe('2026-11-24');
  });

  it('keeps the zone through calendar arithmetic across a DST change', () => {
    // Los Angeles leaves DST on 2026-11-01: 09:00 the day before is still 09:00 a day later.
    const before = nowIn('America/Los_Angeles', instantOf('2026-10-31T09:00:00', 'America/Los_Angeles'));
    expect(toLocalDateTime(addDays(before, 1))).toBe('2026-11-01T09:00:00');
    expect(toIsoDate(startOfWeek(nowIn('Asia/Tokyo', new Date('2026-11-22T16:00:00Z'))))).toBe('2026-11-23'); // Monday 01:00 in Tokyo
  });

  it('turns wall-clock text in a zone into the instant, including a DST gap', () => {
    expect(instantOf('2026-11-22T23:30:00', 'America/Los_Angeles').toISOString()).toBe('2026-11-23T07:30:00.000Z');
    expect(instantOf('2026-07-01T09:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    // 02:30 does not exist on 2026-03-08 in Los Angeles: it resolves forward to 03:30 PDT (10:30Z).
    expect(instantOf('2026-03-08T02:30', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });

  it('normalises client date-times with an offset into the zone, and leaves wall-clock text alone', () => {
    expect(normalizeDateTime('2026-11-23T07:30:00Z', 'America/Los_Angeles')).toBe('2026-11-22T23:30:00');
    expect(normalizeDateTime('2026-11-23T09:15', 'Asia/Tokyo')).toBe('2026-11-23T09:15:00');
    expect(parseWallClock('2026-11-23T07:30:00Z', 'Asia/Tokyo')).toEqual({ date: '2026-11-23', minutes: 16 * 60 + 30 });
  });

  it('does date-only arithmetic as a calendar', () => {
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    // Across a DST change, a leap day, a year end, backwards, and the years 0–99.
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-03-09', '2026-03-07')).toBe(-2);
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
    expect(daysBetween('2026-03-07', 'soon')).toBeNaN();
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(describeDate('2026-11-21')).toBe('Sat Nov 21');
  });
});
