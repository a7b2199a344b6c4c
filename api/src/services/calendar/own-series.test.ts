// The executive's own series: repeat ⇄ RRULE, and expansion across daylight-saving changes in two
// zones (Europe/Berlin changes on 29 March and 25 October 2026, America/New_York on 8 March and
// 1 November 2026), with overrides, exceptions, an end date and a count.
import { describe, expect, it } from 'vitest';
import type { CalendarEvent, Repeat } from '@provana/contracts';
import { instantOf } from '@provana/dates';
import { expandOwnSeries, isOccurrenceOf, repeatToRrule, rruleToRepeat, seriesEndOf, type StoredSeries } from './own-series';

const event = (startTime: string, endTime: string): CalendarEvent => ({
  id: 7,
  title: 'Staff meeting',
  startTime,
  endTime,
  type: 'meeting',
  priority: 'medium',
  description: '',
  relatedGoals: [],
});
const weekly = (repeat: Partial<Repeat> = {}, exdates: string[] = []): StoredSeries => ({
  event: event('2026-03-02T09:00:00', '2026-03-02T10:00:00'),
  rrule: repeatToRrule({ frequency: 'weekly', weekdays: ['MO'], ...repeat }),
  exdates,
});

describe('repeat ⇄ RRULE', () => {
  it('writes each choice of the form and reads it back', () => {
    const cases: [Repeat, string][] = [
      [{ frequency: 'daily', count: 10 }, 'FREQ=DAILY;COUNT=10'],
      [{ frequency: 'weekdays' }, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
      [{ frequency: 'weekly', weekdays: ['TU', 'TH'], until: '2026-06-30' }, 'FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20260630T235959'],
      [{ frequency: 'monthly' }, 'FREQ=MONTHLY'],
      [{ frequency: 'yearly', count: 3 }, 'FREQ=YEARLY;COUNT=3'],
    ];
    for (const [repeat, rrule] of cases) {
      expect(repeatToRrule(repeat)).toBe(rrule);
      expect(rruleToRepeat(rrule)).toEqual(repeat);
    }
  });
});

describe('expansion across daylight-saving changes', () => {
  for (const [zone, before, after] of [
    ['Europe/Berlin', '08:00', '07:00'],
    ['America/New_York', '14:00', '13:00'],
  ] as const) {
    it(`keeps a 09:00 weekly meeting at 09:00 in ${zone} across the March change`, () => {
      const list = expandOwnSeries([weekly()], [], '2026-03-01T00:00:00', '2026-04-07T00:00:00', zone);
      expect(list.map((e) => e.startTime)).toEqual(
        ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06'].map((d) => `${d}T09:00:00`),
      );
      expect(list.every((e) => e.endTime.endsWith('T10:00:00') && e.id === 7 && e.occurrenceStart === e.startTime)).toBe(true);
      // The same wall clock is a different instant before and after the change.
      expect(instantOf(list[0]!.startTime, zone).toISOString()).toBe(`2026-03-02T${before}:00.000Z`);
      expect(instantOf(list[5]!.startTime, zone).toISOString()).toBe(`2026-04-06T${after}:00.000Z`);
    });

    it(`keeps it at 09:00 in ${zone} across the October/November change`, () => {
      const list = expandOwnSeries([weekly()], [], '2026-10-19T00:00:00', '2026-11-10T00:00:00', zone);
      expect(list.map((e) => e.startTime)).toEqual(['2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'].map((d) => `${d}T09:00:00`));
      expect(list.every((e) => e.endTime === `${e.startTime.slice(0, 10)}T10:00:00`)).toBe(true);
      // Berlin falls back on 25 October, New York on 1 November: the instants show each zone's change.
      const instants = list.map((e) => instantOf(e.startTime, zone).toISOString().slice(0, 16));
      expect(instants).toEqual(
        zone === 'Europe/Berlin'
          ? ['2026-10-19T07:00', '2026-10-26T08:00', '2026-11-02T08:00', '2026-11-09T08:00']
          : ['2026-10-19T13:00', '2026-10-26T13:00', '2026-11-02T14:00', '2026-11-09T14:00'],
      );
    });
  }

  it('applies an override (moved and renamed) and an exception', () => {
    const series = weekly({}, ['2026-03-16T09:00:00']);
    const list = expandOwnSeries(
      [series],
      [{ eventId: 7, originalStart: '2026-03-09T09:00:00', title: 'Staff meeting (moved)', startTime: '2026-03-10T14:00:00', endTime: '2026-03-10T15:30:00' }],
      '2026-03-01T00:00:00',
      '2026-03-24T00:00:00',
      'Europe/Berlin',
    );
    expect(list.map((e) => [e.startTime, e.endTime, e.title, e.occurrenceStart])).toEqual([
      ['2026-03-02T09:00:00', '2026-03-02T10:00:00', 'Staff meeting', '2026-03-02T09:00:00'],
      ['2026-03-10T14:00:00', '2026-03-10T15:30:00', 'Staff meeting (moved)', '2026-03-09T09:00:00'],
      ['2026-03-23T09:00:00', '2026-03-23T10:00:00', 'Staff meeting', '2026-03-23T09:00:00'],
    ]);
  });

  it('shows an override moved into the range and hides one moved out of it', () => {
    const overrides = [
      { eventId: 7, originalStart: '2026-03-02T09:00:00', title: 'Moved later', startTime: '2026-03-12T09:00:00', endTime: '2026-03-12T10:00:00' },
      { eventId: 7, originalStart: '2026-03-09T09:00:00', title: 'Moved out', startTime: '2026-03-20T09:00:00', endTime: '2026-03-20T10:00:00' },
    ];
    const list = expandOwnSeries([weekly()], overrides, '2026-03-09T00:00:00', '2026-03-16T00:00:00', 'America/New_York');
    expect(list.map((e) => e.title + ' ' + e.startTime)).toEqual(['Moved later 2026-03-12T09:00:00']);
  });

  it('honours an end date (inclusive) and a count', () => {
    const until = expandOwnSeries([weekly({ until: '2026-03-16' })], [], '2026-01-01T00:00:00', '2027-01-01T00:00:00', 'Europe/Berlin');
    expect(until.map((e) => e.startTime.slice(0, 10))).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    const count = expandOwnSeries([weekly({ weekdays: ['MO', 'WE'], count: 3 })], [], '2026-01-01T00:00:00', '2027-01-01T00:00:00', 'Europe/Berlin');
    expect(count.map((e) => e.startTime.slice(0, 10))).toEqual(['2026-03-02', '2026-03-04', '2026-03-09']);
    // An exception still counts as one of the `count` occurrences (RFC 5545).
    const excepted = expandOwnSeries([weekly({ count: 3 }, ['2026-03-09T09:00:00'])], [], '2026-01-01T00:00:00', '2027-01-01T00:00:00', 'Europe/Berlin');
    expect(excepted.map((e) => e.startTime.slice(0, 10))).toEqual(['2026-03-02', '2026-03-16']);
  });

  it('repeats every weekday, monthly and yearly', () => {
    const s = (repeat: Repeat): StoredSeries => ({ event: event('2026-01-30T08:30:00', '2026-01-30T09:00:00'), rrule: repeatToRrule(repeat), exdates: [] });
    const days = (repeat: Repeat, to: string) =>
      expandOwnSeries([s(repeat)], [], '2026-01-01T00:00:00', to, 'Europe/Berlin').map((e) => e.startTime.slice(0, 10));
    expect(days({ frequency: 'weekdays' }, '2026-02-06T00:00:00')).toEqual(['2026-01-30', '2026-02-02', '2026-02-03', '2026-02-04', '2026-02-05']);
    // The 30th: February has none.
    expect(days({ frequency: 'monthly', count: 3 }, '2027-01-01T00:00:00')).toEqual(['2026-01-30', '2026-03-30', '2026-04-30']);
    expect(days({ frequency: 'yearly' }, '2028-12-31T00:00:00')).toEqual(['2026-01-30', '2027-01-30', '2028-01-30']);
  });

  it('knows the series’ occurrences and its last end', () => {
    expect(isOccurrenceOf(weekly(), '2026-03-09T09:00:00', 'Europe/Berlin')).toBe(true);
    expect(isOccurrenceOf(weekly(), '2026-03-10T09:00:00', 'Europe/Berlin')).toBe(false);
    expect(isOccurrenceOf(weekly({ count: 2 }), '2026-03-16T09:00:00', 'Europe/Berlin')).toBe(false);
    expect(seriesEndOf('2026-03-02T09:00:00', '2026-03-02T10:00:00', 'FREQ=WEEKLY;BYDAY=MO;COUNT=3')).toBe('2026-03-16T10:00:00');
    expect(seriesEndOf('2026-03-02T09:00:00', '2026-03-02T10:00:00', 'FREQ=WEEKLY;BYDAY=MO')).toBeNull();
  });
});
