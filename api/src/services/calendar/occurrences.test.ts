import { describe, expect, it } from 'vitest';
import type { EventSeries } from './event-series';
import { expandOccurrences, MAX_OCCURRENCES, seriesSpan } from './occurrences';

const HOUR = 3_600_000;
const series = (over: Partial<EventSeries>): EventSeries => ({
  scope: 's',
  uid: 'u',
  recurrenceId: null,
  summary: 'Weekly',
  location: '',
  attendees: [],
  allDay: false,
  startLocal: '2025-03-03T09:00:00',
  timeZone: 'Europe/Berlin',
  durationMs: HOUR,
  rrule: null,
  exdates: [],
  rdates: [],
  thisAndFuture: false,
  ...over,
});
const range = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const expand = (list: EventSeries[], from: string, to: string, zone: string, limit?: number) => expandOccurrences(list, range(from, to), zone, limit);
const starts = (list: EventSeries[], from: string, to: string, zone: string) =>
  expand(list, from, to, zone).occurrences.map((o) => [o.startLocal, o.start.toISOString()]);

describe('occurrence expansion', () => {
  it('keeps a Berlin 09:00 weekly meeting at 09:00 across both DST changes (instants move by an hour)', () => {
    const weekly = series({ rrule: 'FREQ=WEEKLY;BYDAY=MO' });
    expect(starts([weekly], '2025-03-24T00:00:00Z', '2025-04-01T00:00:00Z', 'Europe/Berlin')).toEqual([
      ['2025-03-24T09:00:00', '2025-03-24T08:00:00.000Z'],
      ['2025-03-31T09:00:00', '2025-03-31T07:00:00.000Z'],
    ]);
    expect(starts([weekly], '2025-10-20T00:00:00Z', '2025-10-28T00:00:00Z', 'Europe/Berlin')).toEqual([
      ['2025-10-20T09:00:00', '2025-10-20T07:00:00.000Z'],
      ['2025-10-27T09:00:00', '2025-10-27T08:00:00.000Z'],
    ]);
  });

  it('keeps a New York 10:00 series at 10:00 across the US change, and shows it at the right Berlin time in between', () => {
    const ny = series({ timeZone: 'America/New_York', startLocal: '2025-03-04T10:00:00', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5' });
    expect(starts([ny], '2025-03-01T00:00:00Z', '2025-05-01T00:00:00Z', 'America/New_York').map(([local]) => local)).toEqual([
      '2025-03-04T10:00:00',
      '2025-03-11T10:00:00',
      '2025-03-18T10:00:00',
      '2025-03-25T10:00:00',
      '2025-04-01T10:00:00',
    ]);
    // US summer time starts 9 March, Europe's 30 March: three weeks when New York is 5 hours behind, not 6.
    expect(starts([ny], '2025-03-01T00:00:00Z', '2025-05-01T00:00:00Z', 'Europe/Berlin').map(([local]) => local)).toEqual([
      '2025-03-04T16:00:00',
      '2025-03-11T15:00:00',
      '2025-03-18T15:00:00',
      '2025-03-25T15:00:00',
      '2025-04-01T16:00:00',
    ]);
  });

  it('skips exceptions and leaves overridden occurrences to their override, also when it moves out of the range', () => {
    const master = series({ rrule: 'FREQ=DAILY;COUNT=5', exdates: ['2025-03-04T09:00:00'] });
    const moved = series({ recurrenceId: '2025-03-05T09:00:00', startLocal: '2025-03-05T14:00:00', summary: 'Moved' });
    const away = series({ recurrenceId: '2025-03-06T09:00:00', startLocal: '2025-03-20T09:00:00', summary: 'Moved away' });
    const other = series({ scope: 'other', rrule: 'FREQ=DAILY;COUNT=1', summary: 'Same uid, other calendar' });
    const got = expand([master, moved, away, other], '2025-03-03T00:00:00Z', '2025-03-10T00:00:00Z', 'Europe/Berlin').occurrences;
    expect(got.map((o) => [o.startLocal, o.series.summary, o.key])).toEqual([
      ['2025-03-03T09:00:00', 'Same uid, other calendar', '2025-03-03T09:00:00'],
      ['2025-03-03T09:00:00', 'Weekly', '2025-03-03T09:00:00'],
      ['2025-03-05T14:00:00', 'Moved', '2025-03-05T09:00:00'],
      ['2025-03-07T09:00:00', 'Weekly', '2025-03-07T09:00:00'],
    ]);
  });

  it('ends a series at its UNTIL (an instant in UTC) or its COUNT', () => {
    // UNTIL 08:00Z on 31 March is 10:00 Berlin summer time: the 09:00 that day is still in.
    const until = series({ rrule: 'FREQ=DAILY;UNTIL=20250331T080000Z', startLocal: '2025-03-29T09:00:00' });
    expect(starts([until], '2025-03-01T00:00:00Z', '2025-05-01T00:00:00Z', 'Europe/Berlin').map(([l]) => l)).toEqual([
      '2025-03-29T09:00:00',
      '2025-03-30T09:00:00',
      '2025-03-31T09:00:00',
    ]);
    const justBefore = series({ rrule: 'FREQ=DAILY;UNTIL=20250331T065959Z', startLocal: '2025-03-29T09:00:00' });
    expect(starts([justBefore], '2025-03-01T00:00:00Z', '2025-05-01T00:00:00Z', 'Europe/Berlin')).toHaveLength(2);
    const count = series({ rrule: 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=3', startLocal: '2025-01-31T09:00:00' });
    expect(starts([count], '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'Europe/Berlin').map(([l]) => l)).toEqual([
      '2025-01-31T09:00:00',
      '2025-03-31T09:00:00',
      '2025-05-31T09:00:00',
    ]);
    expect(seriesSpan(count)).toEqual({ startAt: Date.parse('2025-01-31T08:00:00Z'), endAt: Date.parse('2025-05-31T08:00:00Z') });
    expect(seriesSpan(series({ rrule: 'FREQ=WEEKLY' })).endAt).toBeNull();
  });

  it('returns events overlapping the range: one that started before it and crosses midnight counts', () => {
    const late = series({ startLocal: '2025-03-06T22:00:00', timeZone: 'America/New_York', durationMs: 4 * HOUR });
    const got = expand([late], '2025-03-07T05:00:00Z', '2025-03-08T05:00:00Z', 'America/New_York').occurrences;
    expect(got.map((o) => [o.startLocal, o.endLocal])).toEqual([['2025-03-06T22:00:00', '2025-03-07T02:00:00']]);
    expect(expand([late], '2025-03-07T07:00:00Z', '2025-03-08T05:00:00Z', 'America/New_York').occurrences).toEqual([]);
  });

  it("reads all-day and floating events in the executive's zone", () => {
    const holiday = series({ allDay: true, startLocal: '2025-04-18', timeZone: null, durationMs: 86_400_000 });
    const floating = series({ timeZone: null, startLocal: '2025-04-18T09:00:00' });
    for (const zone of ['Europe/Berlin', 'America/New_York']) {
      const got = expand([holiday, floating], '2025-04-17T00:00:00Z', '2025-04-20T00:00:00Z', zone).occurrences;
      expect(got.map((o) => [o.startLocal, o.endLocal, o.allDay])).toEqual([
        ['2025-04-18', '2025-04-19', true],
        ['2025-04-18T09:00:00', '2025-04-18T10:00:00', false],
      ]);
    }
  });

  it(`returns at most ${MAX_OCCURRENCES} occurrences, the earliest, and says so`, () => {
    const hourly = series({ rrule: 'FREQ=HOURLY', startLocal: '2025-01-01T00:00:00', durationMs: 60_000 });
    const { occurrences, truncated } = expand([hourly], '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 'UTC');
    expect(occurrences).toHaveLength(MAX_OCCURRENCES);
    expect(truncated).toBe(true);
    expect(occurrences[0]?.startLocal).toBe('2025-01-01T00:00:00');
    expect(expand([hourly], '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z', 'UTC')).toMatchObject({ truncated: false });
  });
});

describe('occurrence expansion limits', () => {
  it('stops a series that would iterate past the step limits and says the answer is truncated', () => {
    // Every minute since 1990: far more steps than MAX_STEPS before the range.
    const minutely = series({ rrule: 'FREQ=MINUTELY', startLocal: '1990-01-01T00:00:00', durationMs: 1000 });
    const { occurrences, truncated } = expand([minutely], '2025-03-01T00:00:00Z', '2025-03-02T00:00:00Z', 'UTC');
    expect(occurrences).toEqual([]);
    expect(truncated).toBe(true);
    expect(seriesSpan(series({ rrule: 'FREQ=MINUTELY;COUNT=50000', startLocal: '2025-01-01T00:00:00' })).endAt).toBeNull();
  });
});
