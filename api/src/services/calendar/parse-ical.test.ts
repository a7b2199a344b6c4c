import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences } from './occurrences';
import { IcalParseError, parseIcal } from './parse-ical';

const MARCH_APRIL = { from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-05-01T00:00:00Z') };
const view = (file: 'google-style' | 'outlook-style', zone: string) =>
  expandOccurrences(parseIcal(fixtureText(file), 'feed'), MARCH_APRIL, zone).occurrences.map((o) => `${o.startLocal} ${o.endLocal} ${o.series.summary}`);

describe('reading iCalendar files', () => {
  it('reads a Google-style file: VTIMEZONE, RRULE with EXDATE and a moved occurrence, all-day, UTC, crossing midnight and DST', () => {
    expect(view('google-style', 'Europe/Berlin')).toEqual([
      '2025-03-17T09:00:00 2025-03-17T09:15:00 Team stand-up',
      '2025-03-19T09:00:00 2025-03-19T09:15:00 Team stand-up',
      '2025-03-19T16:00:00 2025-03-19T17:00:00 Board call',
      '2025-03-21 2025-03-22 Company offsite',
      '2025-03-24T09:00:00 2025-03-24T09:15:00 Team stand-up',
      // 26 March is an EXDATE; the release night crosses midnight into the night the clocks go forward.
      '2025-03-29T23:00:00 2025-03-30T01:30:00 Release night',
      '2025-03-31T09:00:00 2025-03-31T09:15:00 Team stand-up',
      '2025-04-02T11:00:00 2025-04-02T11:30:00 Team stand-up (moved)',
      '2025-04-04 2025-04-07 Leadership conference',
      '2025-04-07T09:00:00 2025-04-07T09:15:00 Team stand-up',
      '2025-04-09T09:00:00 2025-04-09T09:15:00 Team stand-up',
    ]);
  });

  it("reads an Outlook-style file's Windows zone names, with and without their VTIMEZONE", () => {
    expect(view('outlook-style', 'America/New_York')).toEqual([
      '2025-03-04T10:00:00 2025-03-04T10:30:00 1:1 with Priya',
      '2025-03-06T22:00:00 2025-03-07T02:00:00 Late support shift',
      '2025-03-11T10:00:00 2025-03-11T10:30:00 1:1 with Priya',
      // "Pacific Standard Time" has no VTIMEZONE in the file: CLDR's America/Los_Angeles.
      '2025-03-12T12:00:00 2025-03-12T13:00:00 Vendor call (no VTIMEZONE)',
      '2025-03-26T14:00:00 2025-03-26T14:30:00 1:1 with Priya (moved)',
      '2025-03-27T11:00:00 2025-03-27T12:30:00 Quarterly planning',
      '2025-04-01T10:00:00 2025-04-01T10:30:00 1:1 with Priya',
      '2025-04-08T10:00:00 2025-04-08T10:30:00 1:1 with Priya',
      '2025-04-18 2025-04-19 Public holiday',
    ]);
    expect(view('outlook-style', 'Europe/Berlin').slice(0, 3)).toEqual([
      '2025-03-04T16:00:00 2025-03-04T16:30:00 1:1 with Priya',
      '2025-03-07T04:00:00 2025-03-07T08:00:00 Late support shift',
      '2025-03-11T15:00:00 2025-03-11T15:30:00 1:1 with Priya',
    ]);
  });

  it('keeps names, places and attendees; drops cancelled events', () => {
    const series = parseIcal(fixtureText('google-style'));
    const standup = series.find((s) => s.summary === 'Team stand-up');
    expect(standup).toMatchObject({
      location: 'Room 4.12',
      attendees: ['Ana Lopez', 'ben@example.com'],
      timeZone: 'Europe/Berlin',
      exdates: ['2025-03-26T09:00:00'],
    });
    expect(series.some((s) => s.summary === 'Cancelled review')).toBe(false);
  });

  it('turns a cancelled override into an exception of its series', () => {
    const text = fixtureText('google-style').replace('STATUS:CONFIRMED\nSUMMARY:Team stand-up (moved)', 'STATUS:CANCELLED\nSUMMARY:Team stand-up (moved)');
    expect(text).toContain('STATUS:CANCELLED');
    const master = parseIcal(text).find((s) => s.summary === 'Team stand-up');
    expect(master?.exdates).toEqual(['2025-03-26T09:00:00', '2025-04-02T09:00:00']);
  });

  it('uses a VTIMEZONE whose name is neither IANA nor Windows through its own definition', () => {
    const text = fixtureText('outlook-style').replaceAll('W. Europe Standard Time', 'Custom Zone (Berlin rules)');
    const planning = parseIcal(text).find((s) => s.summary === 'Quarterly planning');
    expect(planning).toMatchObject({ timeZone: 'UTC', startLocal: '2025-03-27T15:00:00' });
  });

  it('refuses text that is not iCalendar', () => {
    expect(() => parseIcal('<html></html>')).toThrow(IcalParseError);
    expect(() => parseIcal('BEGIN:VCARD\nEND:VCARD')).toThrow(IcalParseError);
  });
});
