import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences } from './occurrences';
import { parseIcal } from './parse-ical';

const SPRING = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-07-01T00:00:00Z') };

describe('cancelled events', () => {
  it('hides a podcast feed’s cancelled episode, cancelled release and every release after a cancelled season', () => {
    const shown = expandOccurrences(parseIcal(fixtureText('podcast-cancelled'), 'feed'), SPRING, 'UTC').occurrences.map(
      (o) => `${o.startLocal} ${o.series.summary}`,
    );
    expect(shown).toEqual([
      '2025-03-06T06:00:00 New episode: The Leadership Hour',
      '2025-03-13T06:00:00 New episode: The Leadership Hour',
      // 20 March is cancelled; the live show on 22 March too.
      '2025-03-25T06:00:00 Bonus episode: listener questions',
      '2025-03-27T06:00:00 New episode: The Leadership Hour',
      // Cancelled from 10 April on (RANGE=THISANDFUTURE): the season ends with 3 April.
      '2025-04-03T06:00:00 New episode: The Leadership Hour',
    ]);
  });

  it('stores the cancellations in the series: an exception, and a rule that ends', () => {
    const [weekly, ...rest] = parseIcal(fixtureText('podcast-cancelled'));
    expect(weekly).toMatchObject({ exdates: ['2025-03-20T06:00:00'], rrule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20250403T060000' });
    expect(rest.map((s) => s.summary)).toEqual(['Bonus episode: listener questions']);
  });
});
