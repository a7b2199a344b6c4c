// wall-now.ts (Intl) and now.ts (TZDate): today and the wall clock in a zone, which must agree.
import { describe, expect, it } from 'vitest';
import { nowIn, zoneOf } from './now';
import { toIsoDateTime } from './wall-clock';
import { hourIn, minutesNowIn, todayIn, wallClockIn, wallNowIn } from './wall-now';

// Instants are absolute (…Z), so the results cannot depend on the zone the tests run in.
describe('today in a time zone', () => {
  it('America/Los_Angeles: a minute before and after its midnight (PST, UTC-8)', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-01-15T07:59:00Z'))).toBe('2026-01-14');
    expect(todayIn('America/Los_Angeles', new Date('2026-01-15T08:01:00Z'))).toBe('2026-01-15');
  });

  it('America/Los_Angeles in summer (PDT, UTC-7)', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-07-15T06:59:00Z'))).toBe('2026-07-14');
    expect(todayIn('America/Los_Angeles', new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-15');
  });

  it('Asia/Tokyo: a minute before and after its midnight (UTC+9)', () => {
    expect(todayIn('Asia/Tokyo', new Date('2026-03-04T14:59:00Z'))).toBe('2026-03-04');
    expect(todayIn('Asia/Tokyo', new Date('2026-03-04T15:01:00Z'))).toBe('2026-03-05');
  });

  it('one instant is a different day in Tokyo, UTC and Los Angeles', () => {
    const at = new Date('2026-03-04T20:00:00Z');
    expect(todayIn('Asia/Tokyo', at)).toBe('2026-03-05');
    expect(todayIn('UTC', at)).toBe('2026-03-04');
    expect(todayIn('America/Los_Angeles', at)).toBe('2026-03-04');
    expect(todayIn('America/Los_Angeles', new Date('2026-03-05T07:30:00Z'))).toBe('2026-03-04');
  });

  it('reads an unknown zone as UTC instead of failing', () => {
    expect(todayIn('Mars/Olympus_Mons', new Date('2026-03-04T23:30:00Z'))).toBe('2026-03-04');
  });

  it('agrees with Intl for today in several zones (within the same second)', () => {
    const zones = ['Asia/Tokyo', 'America/Los_Angeles'];
    const expected = zones.map((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date()));
    expect(zones.map((timeZone) => todayIn(timeZone))).toEqual(expected);
  });

  it("gives minutes since midnight and whether a day is today on the executive's wall clock", () => {
    const now = new Date('2025-03-10T22:35:00Z'); // 15:35 in Los Angeles (PDT since the 9th), 07:35 on the 11th in Tokyo
    expect(minutesNowIn('America/Los_Angeles', now)).toBe(15 * 60 + 35);
    expect(minutesNowIn('Asia/Tokyo', now)).toBe(7 * 60 + 35);
    expect(todayIn('America/Los_Angeles', now)).toBe('2025-03-10');
    expect(todayIn('Asia/Tokyo', now)).toBe('2025-03-11');
  });

  it('defaults to the current instant', () => {
    const before = todayIn('Asia/Tokyo', Date.now());
    expect([before, todayIn('Asia/Tokyo', Date.now())]).toContain(todayIn('Asia/Tokyo'));
  });
});

describe('the wall clock in a zone', () => {
  it('gives the wall clock, hour and minutes since midnight', () => {
    const at = new Date('2026-03-04T20:15:30Z');
    expect(wallClockIn('Asia/Tokyo', at)).toBe('2026-03-05T05:15:30');
    expect(wallClockIn('America/Los_Angeles', at)).toBe('2026-03-04T12:15:30');
    expect(hourIn('America/Los_Angeles', at)).toBe(12);
    expect(minutesNowIn('Asia/Tokyo', at)).toBe(5 * 60 + 15);
    expect(minutesNowIn('UTC', new Date('2026-03-04T23:59:00Z'))).toBe(1439);
  });

  it('follows the DST switch on the day it happens (Los Angeles, 8 March 2026)', () => {
    // 01:59 PST is 09:59Z; one minute later the clock jumps to 03:00 PDT.
    expect(wallClockIn('America/Los_Angeles', new Date('2026-03-08T09:59:00Z'))).toBe('2026-03-08T01:59:00');
    expect(wallClockIn('America/Los_Angeles', new Date('2026-03-08T10:00:00Z'))).toBe('2026-03-08T03:00:00');
    // The day is 23 hours long: midnight to midnight in UTC terms.
    expect(todayIn('America/Los_Angeles', new Date('2026-03-09T06:59:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/Los_Angeles', new Date('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  it('follows the switch back to standard time (Los Angeles, 1 November 2026: 25-hour day)', () => {
    expect(wallClockIn('America/Los_Angeles', new Date('2026-11-01T08:30:00Z'))).toBe('2026-11-01T01:30:00');
    expect(wallClockIn('America/Los_Angeles', new Date('2026-11-01T09:30:00Z'))).toBe('2026-11-01T01:30:00');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-02T07:59:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-02T08:00:00Z'))).toBe('2026-11-02');
  });

  it('reads the same wall clock with Intl as a TZDate does, every 37 hours of a year and around DST switches', () => {
    const zones = ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Berlin', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];
    const instants: number[] = [];
    for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += 37 * 3_600_000 + 61_000) instants.push(t);
    for (const edge of ['2026-03-08T10:00:00Z', '2026-11-01T09:00:00Z', '2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z'])
      for (const offset of [-60_000, 0, 60_000, 1_800_000]) instants.push(Date.parse(edge) + offset);
    for (const zone of zones)
      for (const at of instants)
        expect(new Date(wallNowIn(zone, at)).toISOString().slice(0, 19), `${zone} ${new Date(at).toISOString()}`).toBe(toIsoDateTime(nowIn(zone, at)));
  });

  it('a TZDate keeps its zone through date-fns-style getters', () => {
    const now = nowIn('Asia/Tokyo', new Date('2026-12-31T15:00:00Z'));
    expect([now.getFullYear(), now.getMonth(), now.getDate(), now.getHours()]).toEqual([2027, 0, 1, 0]);
    expect(now.getTime()).toBe(Date.parse('2026-12-31T15:00:00Z'));
    expect(zoneOf(now)).toBe('Asia/Tokyo');
    expect(zoneOf(nowIn('Nowhere/Else'))).toBe('UTC');
    expect(zoneOf(new Date())).toBe('UTC');
  });
});
