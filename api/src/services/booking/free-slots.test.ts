// Free slots as a table: weekly hours in the executive's zone minus busy time with buffers, notice,
// horizon, daily cap and date overrides, in several zones and across both DST changes.
import { describe, expect, it } from 'vitest';
import { instantOf, nowIn, toIsoDateTime } from '@provana/dates';
import { freeSlots, mergeIntervals, overlapsAny, type SlotQuery, type SlotRules } from './free-slots';

const RULES: SlotRules = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 1,
  dailyCap: null,
  weeklyHours: { '1': [{ start: '09:00', end: '11:00' }], '2': [{ start: '09:00', end: '11:00' }], '0': [{ start: '01:00', end: '04:00' }] },
  dateOverrides: [],
};

const at = (wall: string, zone: string) => instantOf(wall, zone).getTime();
const walls = (slots: number[], zone: string) => slots.map((ms) => toIsoDateTime(nowIn(zone, ms)).slice(0, 16));

describe('free slots', () => {
  it.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Auckland', 'Europe/Berlin'])('offers the weekly hours as wall clock in %s', (zone) => {
    // Monday 2025-03-10, before the hours open there.
    const slots = freeSlots(RULES, { timeZone: zone, nowMs: at('2025-03-10T06:00', zone), duration: 30, busy: [], bookedStarts: [] });
    expect(walls(slots, zone)).toEqual([
      '2025-03-10T09:00',
      '2025-03-10T09:30',
      '2025-03-10T10:00',
      '2025-03-10T10:30',
      '2025-03-11T09:00',
      '2025-03-11T09:30',
      '2025-03-11T10:00',
      '2025-03-11T10:30',
    ]);
  });

  const zone = 'America/New_York';
  const monday = (hhmm: string) => at(`2025-03-10T${hhmm}`, zone);
  const base = { timeZone: zone, nowMs: monday('06:00'), duration: 30, busy: [], bookedStarts: [] };
  const mondays = (slots: number[]) =>
    walls(slots, zone)
      .filter((w) => w.startsWith('2025-03-10'))
      .map((w) => w.slice(11));

  it.each<[string, Partial<SlotQuery>, Partial<SlotRules>, string[]]>([
    ['a meeting blocks what it overlaps', { busy: [{ startMs: monday('09:30'), endMs: monday('10:00') }] }, {}, ['09:00', '10:00', '10:30']],
    [
      'a buffer before keeps the slot ending just before a meeting away',
      { busy: [{ startMs: monday('10:00'), endMs: monday('10:30') }] },
      { bufferAfterMinutes: 15 },
      ['09:00', '10:30'],
    ],
    [
      'a buffer after the meeting keeps the next slot away',
      { busy: [{ startMs: monday('09:00'), endMs: monday('09:30') }] },
      { bufferBeforeMinutes: 15 },
      ['10:00', '10:30'],
    ],
    ['the minimum notice hides what starts too soon', { nowMs: monday('08:45') }, { minNoticeMinutes: 60 }, ['10:00', '10:30']],
    ['an override replaces the weekday', {}, { dateOverrides: [{ date: '2025-03-10', ranges: [{ start: '14:00', end: '15:00' }] }] }, ['14:00', '14:30']],
    ['an empty override closes the day', {}, { dateOverrides: [{ date: '2025-03-10', ranges: [] }] }, []],
    ['the daily cap closes a day with enough bookings', { bookedStarts: [monday('16:00')] }, { dailyCap: 1 }, []],
    ['a longer meeting fits only whole', { duration: 60 }, {}, ['09:00', '09:30', '10:00']],
  ])('%s', (_name, query, rules, expected) => {
    expect(mondays(freeSlots({ ...RULES, ...rules }, { ...base, ...query }))).toEqual(expected);
  });

  it('stops at the horizon', () => {
    const slots = freeSlots({ ...RULES, horizonDays: 0 }, base);
    expect(walls(slots, zone).every((w) => w.startsWith('2025-03-10'))).toBe(true);
  });

  it('keeps the local hours across the spring change and skips the hour the clock jumps over', () => {
    // New York springs forward on Sunday 2025-03-09 at 02:00: 02:00–02:59 does not exist.
    const slots = freeSlots({ ...RULES, horizonDays: 0 }, { ...base, nowMs: at('2025-03-09T00:00', zone) });
    expect(walls(slots, zone)).toEqual(['2025-03-09T01:00', '2025-03-09T03:00', '2025-03-09T03:30']);
    // 01:30 + 30 minutes would end at the skipped 02:00: it is not offered.
    expect(slots[1]! - slots[0]!).toBe(60 * 60_000);
  });

  it('offers the repeated hour once on the autumn change', () => {
    // New York falls back on Sunday 2025-11-02 at 02:00: 01:00–01:59 happens twice.
    const slots = freeSlots({ ...RULES, horizonDays: 0 }, { ...base, nowMs: at('2025-11-02T00:00', zone) });
    expect(walls(slots, zone)).toEqual([
      '2025-11-02T01:00',
      '2025-11-02T01:30',
      '2025-11-02T02:00',
      '2025-11-02T02:30',
      '2025-11-02T03:00',
      '2025-11-02T03:30',
    ]);
  });

  it('merges busy intervals and finds overlaps at their edges', () => {
    const merged = mergeIntervals([
      { startMs: 30, endMs: 40 },
      { startMs: 0, endMs: 10 },
      { startMs: 5, endMs: 20 },
    ]);
    expect(merged).toEqual([
      { startMs: 0, endMs: 20 },
      { startMs: 30, endMs: 40 },
    ]);
    expect(overlapsAny(merged, 20, 30)).toBe(false);
    expect(overlapsAny(merged, 19, 21)).toBe(true);
    expect(overlapsAny(merged, 39, 50)).toBe(true);
    expect(overlapsAny(merged, 40, 50)).toBe(false);
  });
});
