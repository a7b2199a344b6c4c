import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences, seriesSpan } from './occurrences';
import { parseIcal } from './parse-ical';

const MARCH_APRIL = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-05-01T00:00:00Z') };
const bookClub = () => parseIcal(fixtureText('nextcloud-rdate'), 'feed');
const view = (zone: string) => expandOccurrences(bookClub(), MARCH_APRIL, zone).occurrences.map((o) => `${o.startLocal} ${o.endLocal} ${o.series.summary}`);

describe('added dates (RDATE)', () => {
  it('adds a Nextcloud series’ dates to its rule: one on the rule’s UNTIL, a PERIOD with its own length, EXDATE removing one', () => {
    expect(view('Europe/Berlin')).toEqual([
      '2025-03-03T19:00:00 2025-03-03T20:30:00 Book club',
      '2025-03-10T19:00:00 2025-03-10T20:30:00 Book club',
      // 17 March is an EXDATE of the rule; 20 March an added Thursday, moved by its override.
      '2025-03-20T20:00:00 2025-03-20T21:30:00 Book club (late start)',
      '2025-03-24T19:00:00 2025-03-24T20:30:00 Book club',
      // 26 March 19:00 is the rule's UNTIL (18:00Z), a Wednesday the rule does not have: added.
      '2025-03-26T19:00:00 2025-03-26T20:30:00 Book club',
      // 27 March is added and excluded again; 5 April is a PERIOD of three hours, in summer time.
      '2025-04-05T10:00:00 2025-04-05T13:00:00 Book club',
    ]);
    expect(view('America/New_York').at(-1)).toBe('2025-04-05T04:00:00 2025-04-05T07:00:00 Book club');
  });

  it('keys the added dates in the series’ zone, a PERIOD with its length', () => {
    const [series] = bookClub();
    expect(series?.rdates).toEqual([
      { key: '2025-03-20T19:00:00', durationMs: null },
      { key: '2025-03-26T19:00:00', durationMs: null },
      { key: '2025-03-27T19:00:00', durationMs: null },
      { key: '2025-04-05T10:00:00', durationMs: 3 * 3_600_000 },
    ]);
    expect(series?.exdates).toEqual(['2025-03-17T19:00:00', '2025-03-27T19:00:00']);
  });

  it('reaches the last added date in its span, past the rule’s end', () => {
    const [series] = bookClub();
    if (!series) throw new Error('no series');
    expect(seriesSpan(series)).toEqual({ startAt: Date.parse('2025-03-03T18:00:00Z'), endAt: Date.parse('2025-04-05T11:00:00Z') });
  });

  it('repeats a series of added dates alone, without a rule', () => {
    const [series] = bookClub();
    if (!series) throw new Error('no series');
    const starts = expandOccurrences([{ ...series, rrule: null, exdates: [] }], MARCH_APRIL, 'Europe/Berlin').occurrences.map((o) => o.startLocal);
    expect(starts).toEqual(['2025-03-03T19:00:00', '2025-03-20T19:00:00', '2025-03-26T19:00:00', '2025-03-27T19:00:00', '2025-04-05T10:00:00']);
  });
});
