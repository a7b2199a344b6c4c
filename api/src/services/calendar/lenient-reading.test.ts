import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../test/support/ical-server';
import { expandOccurrences } from './occurrences';
import { IcalParseError, readIcal } from './parse-ical';
import { skippedText } from './skipped-events';

const YEAR_2025 = { from: new Date('2025-01-01T00:00:00Z'), to: new Date('2026-01-01T00:00:00Z') };
const holidays = () => fixtureText('holiday-publisher');
const days = (text: string, zone = 'Europe/Berlin') =>
  expandOccurrences(readIcal(text).series, YEAR_2025, zone).occurrences.map((o) => `${o.startLocal} ${o.series.summary}`);
const vcalendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR'].join('\r\n');
const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20250101T000000Z', ...lines, 'END:VEVENT'];

describe('reading a calendar as other clients do', () => {
  it('keeps every event of a holiday publisher it can read, and says what it left out and why', () => {
    const reading = readIcal(holidays());
    expect(reading.series.map((s) => s.summary)).toEqual([
      "New Year's Day",
      'Good Friday',
      'Labour Day',
      'Reformation Day',
      'Reformation Day (regional: 9 states)',
      'Christmas market',
      'Christmas market (opens late)',
      'Whit Monday',
    ]);
    // 'DTSTART:TBA' cannot be a start; 'FREQ=ANNUALLY' is no repeat rule (its event stays, once); a description's second line lost its fold.
    expect(reading.skipped).toEqual({ events: { start: 1, recurrenceId: 0, cutOff: 0, other: 0 }, lines: 2 });
    expect(skippedText(reading.skipped)).toBe('1 event could not be read (1 without a readable start); 2 lines could not be read and were left out.');
    expect(reading.series.at(-1)).toMatchObject({ summary: 'Whit Monday', startLocal: '2019-06-10', rrule: null });
  });

  it('keeps an event whose RRULE line is empty or unreadable as a single occurrence, and counts the line', () => {
    const reading = readIcal(
      vcalendar(
        ...vevent('new-year', 'DTSTART;VALUE=DATE:20250101', 'RRULE:', 'SUMMARY:New Year'),
        ...vevent('labour', 'DTSTART;VALUE=DATE:20250501', 'RRULE:FREQ=SOMETIMES', 'SUMMARY:Labour Day'),
        ...vevent('xmas', 'DTSTART;VALUE=DATE:20251225', 'RRULE:FREQ=YEARLY', 'SUMMARY:Christmas Day'),
      ),
    );
    expect(reading.skipped).toEqual({ events: { start: 0, recurrenceId: 0, cutOff: 0, other: 0 }, lines: 2 });
    expect(skippedText(reading.skipped)).toBe('2 lines could not be read and were left out.');
    expect(days(vcalendar(...vevent('new-year', 'DTSTART;VALUE=DATE:20250101', 'RRULE:', 'SUMMARY:New Year')))).toEqual(['2025-01-01 New Year']);
    expect(reading.series.map((s) => `${s.summary} ${s.rrule}`)).toEqual(['New Year null', 'Labour Day null', 'Christmas Day FREQ=YEARLY']);
  });

  it('reads a bare eight-digit DTSTART, DTEND or RDATE as a date', () => {
    const [newYear, goodFriday, labourDay] = readIcal(holidays()).series;
    expect(newYear).toMatchObject({ allDay: true, startLocal: '2025-01-01', timeZone: null, durationMs: 86_400_000 });
    expect(goodFriday).toMatchObject({ allDay: true, startLocal: '2025-04-18' });
    expect(labourDay).toMatchObject({ allDay: true, startLocal: '2019-05-01', rrule: 'FREQ=YEARLY' });
    const added = readIcal(vcalendar(...vevent('a', 'DTSTART:20250303', 'RDATE:20250310,20250317', 'SUMMARY:Clinic day'))).series[0];
    expect(added?.rdates).toEqual([
      { key: '2025-03-10', durationMs: null },
      { key: '2025-03-17', durationMs: null },
    ]);
  });

  it('relates a RECURRENCE-ID written as a date to that day of a timed series, and a date-time to its day of an all-day one', () => {
    const shown = days(holidays());
    expect(shown.filter((d) => d.includes('Reformation'))).toEqual(['2025-10-31 Reformation Day (regional: 9 states)']);
    expect(shown.filter((d) => d.startsWith('2025-12-0') && d.includes('Christmas'))).toEqual([
      '2025-12-01T11:00:00 Christmas market',
      '2025-12-02T11:00:00 Christmas market',
      '2025-12-03T14:00:00 Christmas market (opens late)',
      '2025-12-04T11:00:00 Christmas market',
      '2025-12-05T11:00:00 Christmas market',
      '2025-12-06T11:00:00 Christmas market',
      '2025-12-07T11:00:00 Christmas market',
      '2025-12-08T11:00:00 Christmas market',
      '2025-12-09T11:00:00 Christmas market',
    ]);
  });

  it('leaves out a value it cannot read and keeps its event', () => {
    const text = vcalendar(
      ...vevent('talk', 'DTSTART:20250305T140000Z', 'DTEND:soon', 'EXDATE:whenever', 'ATTENDEE;CN=Ana:mailto:ana@example.com', 'SUMMARY:Talk'),
    );
    const reading = readIcal(text);
    expect(reading.series).toMatchObject([{ summary: 'Talk', startLocal: '2025-03-05T14:00:00', durationMs: 0, exdates: [], attendees: ['Ana'] }]);
    expect(reading.skipped.lines).toBe(2);
    expect(skippedText(reading.skipped)).toBe('2 lines could not be read and were left out.');
  });

  it('keeps the events before a file cut off inside an event, and one that forgot END:VCALENDAR', () => {
    const whole = vcalendar(...vevent('one', 'DTSTART;VALUE=DATE:20250303', 'SUMMARY:One'), ...vevent('two', 'DTSTART;VALUE=DATE:20250304', 'SUMMARY:Two'));
    const cut = readIcal(whole.slice(0, whole.indexOf('SUMMARY:Two')));
    expect(cut.series.map((s) => s.summary)).toEqual(['One']);
    expect(skippedText(cut.skipped)).toBe('1 event could not be read (1 cut off by the end of the file).');
    const unended = readIcal(whole.replace(/END:VCALENDAR$/, ''));
    expect(unended.series.map((s) => s.summary)).toEqual(['One', 'Two']);
    expect(skippedText(unended.skipped)).toBeNull();
  });

  it('reads CRLF, LF and folded lines alike, and only the first VCALENDAR of several', () => {
    const crlf = holidays().replaceAll('\n', '\r\n');
    expect(days(crlf)).toEqual(days(holidays()));
    const folded = vcalendar(...vevent('f', 'DTSTART;VALUE=DATE:20250303', 'SUMMARY:Quarterly', ' review'));
    expect(readIcal(`${folded}\r\n${vcalendar(...vevent('g', 'DTSTART;VALUE=DATE:20250304', 'SUMMARY:Second'))}`).series.map((s) => s.summary)).toEqual([
      'Quarterlyreview',
    ]);
  });

  it('counts an event without a start, or with a changed occurrence it cannot place', () => {
    const text = vcalendar(
      ...vevent('no-start', 'SUMMARY:Someday'),
      ...vevent('moved', 'RECURRENCE-ID:next week', 'DTSTART:20250305T140000Z', 'SUMMARY:Moved'),
    );
    expect(skippedText(readIcal(text).skipped)).toBe(
      '2 events could not be read (1 without a readable start, 1 changing an occurrence whose date could not be read).',
    );
  });

  it('refuses only text that is not iCalendar at all', () => {
    expect(() => readIcal('<!doctype html><title>Sign in</title>')).toThrow(IcalParseError);
    expect(() => readIcal('BEGIN:VCARD\nFN:Ana\nEND:VCARD')).toThrow(IcalParseError);
    expect(() => readIcal('')).toThrow('The file is not an iCalendar calendar');
    expect(readIcal(vcalendar()).series).toEqual([]);
  });
});
