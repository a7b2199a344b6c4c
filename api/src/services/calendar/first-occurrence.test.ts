import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import type { EventSeries } from './event-series';
import { expandOccurrences, seriesSpan } from './occurrences';
import { parseIcal } from './parse-ical';

const MARCH = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-04-01T00:00:00Z') };
const outlook = () => parseIcal(fixtureText('outlook-first-occurrence'), 'feed');
const starts = (series: EventSeries[]) => expandOccurrences(series, MARCH, 'Europe/Berlin').occurrences.map((o) => `${o.startLocal} ${o.series.summary}`);

describe('the first occurrence (DTSTART)', () => {
  it('counts an Outlook series’ start that its rule does not produce (a Monday of a Tuesday-and-Thursday rule)', () => {
    expect(starts(outlook()).filter((s) => s.includes('Onboarding'))).toEqual([
      '2025-03-03T10:00:00 Onboarding sessions',
      '2025-03-04T10:00:00 Onboarding sessions',
      '2025-03-06T10:00:00 Onboarding sessions',
      '2025-03-11T10:00:00 Onboarding sessions',
      '2025-03-13T10:00:00 Onboarding sessions',
    ]);
  });

  it('keeps the start of a series whose UNTIL falls before it, and only that', () => {
    const signOff = outlook().find((s) => s.summary === 'Budget sign-off');
    if (!signOff) throw new Error('no series');
    expect(starts([signOff])).toEqual(['2025-03-20T14:00:00 Budget sign-off']);
    expect(seriesSpan(signOff)).toEqual({ startAt: Date.parse('2025-03-20T13:00:00Z'), endAt: Date.parse('2025-03-20T13:30:00Z') });
  });

  it('shows a start its rule also produces once, and leaves it out when it is an exception', () => {
    const [onboarding] = outlook();
    if (!onboarding) throw new Error('no series');
    const synced = { ...onboarding, startLocal: '2025-03-04T10:00:00' };
    expect(starts([synced])[0]).toBe('2025-03-04T10:00:00 Onboarding sessions');
    expect(starts([synced]).length).toBe(4);
    expect(starts([{ ...onboarding, exdates: ['2025-03-03T10:00:00'] }])[0]).toBe('2025-03-04T10:00:00 Onboarding sessions');
  });
});
