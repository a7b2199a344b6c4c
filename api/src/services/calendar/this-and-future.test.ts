import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences } from './occurrences';
import { parseIcal, readIcal } from './parse-ical';
import { endBefore } from './this-and-future';

const teamSync = () => parseIcal(fixtureText('nextcloud-this-and-future'), 'feed');
const view = (from: string, to: string, zone = 'Europe/Berlin') =>
  expandOccurrences(teamSync(), { from: new Date(from), to: new Date(to) }, zone).occurrences.map(
    (o) => `${o.startLocal} ${o.endLocal} ${o.series.summary} @ ${o.series.location}`,
  );

describe('RECURRENCE-ID;RANGE=THISANDFUTURE', () => {
  it('moves its occurrence and every later one of a Nextcloud series, with its title, place and length', () => {
    expect(view('2025-03-01T00:00:00Z', '2025-04-16T00:00:00Z')).toEqual([
      '2025-03-03T09:00:00 2025-03-03T10:00:00 Team sync @ Room Turing',
      '2025-03-10T09:00:00 2025-03-10T10:00:00 Team sync @ Room Turing',
      // From 17 March on: Tuesdays 10:00-11:30. 24 March (25th once moved) is an EXDATE of the series.
      '2025-03-18T10:00:00 2025-03-18T11:30:00 Team sync (new slot) @ Room Hopper',
      // 31 March has its own override; later weeks keep the new slot across the change to summer time.
      '2025-04-01T14:00:00 2025-04-01T15:00:00 Team sync (offsite) @ Lake house',
      '2025-04-08T10:00:00 2025-04-08T11:30:00 Team sync (new slot) @ Room Hopper',
      '2025-04-15T10:00:00 2025-04-15T11:30:00 Team sync (new slot) @ Room Hopper',
    ]);
  });

  it('finds a moved occurrence from a range its original start falls outside', () => {
    // 23 June's occurrence is on Tuesday 24 June once moved: a range of the Tuesday alone has it.
    expect(view('2025-06-24T00:00:00Z', '2025-06-25T00:00:00Z')).toEqual(['2025-06-24T10:00:00 2025-06-24T11:30:00 Team sync (new slot) @ Room Hopper']);
    expect(view('2025-06-23T00:00:00Z', '2025-06-24T00:00:00Z')).toEqual([]);
  });

  it('applies the latest such override before each occurrence', () => {
    const [master, slot] = teamSync();
    if (!master || !slot) throw new Error('no series');
    const later = { ...slot, recurrenceId: '2025-04-14T09:00:00', startLocal: '2025-04-14T08:00:00', summary: 'Team sync (early)' };
    const titles = expandOccurrences(
      [master, slot, later],
      { from: new Date('2025-04-07T00:00:00Z'), to: new Date('2025-04-29T00:00:00Z') },
      'Europe/Berlin',
    ).occurrences;
    expect(titles.map((o) => `${o.startLocal} ${o.series.summary}`)).toEqual([
      '2025-04-08T10:00:00 Team sync (new slot)',
      '2025-04-14T08:00:00 Team sync (early)',
      '2025-04-21T08:00:00 Team sync (early)',
      '2025-04-28T08:00:00 Team sync (early)',
    ]);
  });

  it('ends a series at a cancelled one: the rule stops at its last start before it, added dates after it go', () => {
    const [master] = teamSync();
    if (!master) throw new Error('no series');
    const counted = {
      ...master,
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=10',
      rdates: [
        { key: '2025-03-20T09:00:00', durationMs: null },
        { key: '2025-04-02T09:00:00', durationMs: null },
      ],
    };
    expect(endBefore(counted, '2025-03-24T09:00:00')).toMatchObject({
      rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20250317T090000',
      rdates: [{ key: '2025-03-20T09:00:00', durationMs: null }],
    });
    expect(endBefore(counted, '2025-03-03T09:00:00')).toBeNull();
    expect(endBefore(counted, '2025-03-04T09:00:00')).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20250303T090000', rdates: [] });
  });

  it('moves every later occurrence by the offset of an override that moves its start from 09:00 to 12:00, whichever way its times are written', () => {
    const master = [
      'BEGIN:VEVENT',
      'UID:s',
      'DTSTAMP:20250101T000000Z',
      'DTSTART;TZID=Europe/Berlin:20250303T090000',
      'DTEND;TZID=Europe/Berlin:20250303T100000',
      'RRULE:FREQ=WEEKLY',
      'SUMMARY:Sync',
      'END:VEVENT',
    ];
    const override = (id: string, start: string) => [
      'BEGIN:VEVENT',
      'UID:s',
      'DTSTAMP:20250101T000000Z',
      id,
      start,
      'DURATION:PT1H',
      'SUMMARY:Sync',
      'END:VEVENT',
    ];
    const shapes = [
      override('RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20250317T090000', 'DTSTART;TZID=Europe/Berlin:20250317T120000'),
      override('RECURRENCE-ID;RANGE=THISANDFUTURE:20250317T080000Z', 'DTSTART:20250317T110000Z'),
      override('RECURRENCE-ID;TZID=Europe/Berlin;RANGE=THISANDFUTURE:20250317T090000', 'DTSTART;TZID=Europe/London:20250317T110000'),
    ];
    for (const shape of shapes) {
      for (const events of [
        [...master, ...shape],
        [...shape, ...master],
      ]) {
        const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
        const shown = expandOccurrences(
          readIcal(text, 'feed').series,
          { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-04-15T00:00:00Z') },
          'Europe/Berlin',
        );
        // Across the change to summer time on 30 March, still 12:00 on the wall clock.
        expect(shown.occurrences.map((o) => `${o.startLocal} ${o.endLocal}`)).toEqual([
          '2025-03-03T09:00:00 2025-03-03T10:00:00',
          '2025-03-10T09:00:00 2025-03-10T10:00:00',
          '2025-03-17T12:00:00 2025-03-17T13:00:00',
          '2025-03-24T12:00:00 2025-03-24T13:00:00',
          '2025-03-31T12:00:00 2025-03-31T13:00:00',
          '2025-04-07T12:00:00 2025-04-07T13:00:00',
          '2025-04-14T12:00:00 2025-04-14T13:00:00',
        ]);
      }
    }
  });
});
