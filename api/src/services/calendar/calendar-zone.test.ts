import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences } from './occurrences';
import { parseIcal } from './parse-ical';

const MARCH = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-04-01T00:00:00Z') };
const view = (text: string, zone: string) =>
  expandOccurrences(parseIcal(text, 'feed'), MARCH, zone).occurrences.map((o) => `${o.startLocal} ${o.series.summary}`);

describe('X-WR-TIMEZONE', () => {
  it('reads a Google export’s floating times in the zone it names, not the executive’s', () => {
    expect(view(fixtureText('google-floating-times'), 'Europe/Berlin')).toEqual([
      // 09:00 in New York: 14:00 in Berlin while only the US is on summer time, 15:00 once both are.
      '2025-03-10T14:00:00 Pipeline review',
      '2025-03-12T21:30:00 Customer call',
      '2025-03-13T16:00:00 Forecast sync',
      '2025-03-14 Office closed',
      '2025-03-17T14:00:00 Pipeline review',
      '2025-03-24T14:00:00 Pipeline review',
      '2025-03-31T15:00:00 Pipeline review',
    ]);
    expect(view(fixtureText('google-floating-times'), 'America/New_York').filter((s) => s.includes('Pipeline'))).toEqual([
      '2025-03-10T09:00:00 Pipeline review',
      '2025-03-17T09:00:00 Pipeline review',
      '2025-03-24T09:00:00 Pipeline review',
      '2025-03-31T09:00:00 Pipeline review',
    ]);
  });

  it('leaves dates as dates, UTC as UTC and a zone it does not know floating', () => {
    const series = parseIcal(fixtureText('google-floating-times'));
    expect(series.map((s) => [s.summary, s.timeZone])).toEqual([
      ['Pipeline review', 'America/New_York'],
      ['Customer call', 'America/New_York'],
      ['Forecast sync', 'UTC'],
      ['Office closed', null],
    ]);
    const unknown = fixtureText('google-floating-times').replace('X-WR-TIMEZONE:America/New_York', 'X-WR-TIMEZONE:Mars/Olympus_Mons');
    expect(view(unknown, 'Europe/Berlin')[0]).toBe('2025-03-10T09:00:00 Pipeline review');
  });
});
