import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { vtimezoneOf } from './vtimezone';
import { serverUrlOf } from './server-address';

describe('the VTIMEZONE written with an event', () => {
  it('holds the zone’s changes around the year, which a strict reader turns into the right instants', () => {
    const text = vtimezoneOf('Europe/Berlin', new Date('2026-06-01T00:00:00Z'));
    expect(text).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260329T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT');
    expect(text).toContain('BEGIN:STANDARD\r\nDTSTART:20261025T030000\r\nTZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD');
    const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)));
    const summer = ICAL.Time.fromData({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, zone);
    const winter = ICAL.Time.fromData({ year: 2026, month: 12, day: 1, hour: 9, minute: 0 }, zone);
    expect(summer.toJSDate().toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(winter.toJSDate().toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });

  it('is one observance for a zone without changes', () => {
    expect(vtimezoneOf('Asia/Tokyo', new Date('2026-06-01T00:00:00Z'))).toBe(
      [
        'BEGIN:VTIMEZONE',
        'TZID:Asia/Tokyo',
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        'TZOFFSETFROM:+0900',
        'TZOFFSETTO:+0900',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n'),
    );
  });
});

describe('where an account’s calendars are looked for', () => {
  it('maps hosted services’ mail domains, follows any other domain’s well-known address, and takes https:// as it is', () => {
    expect(serverUrlOf('ana@icloud.com', false)).toBe('https://caldav.icloud.com/');
    expect(serverUrlOf('ana@fastmail.com', false)).toBe('https://caldav.fastmail.com/');
    expect(serverUrlOf('ana@example.org', false)).toBe('https://example.org/');
    expect(serverUrlOf('https://cloud.example.org/remote.php/dav', false)).toBe('https://cloud.example.org/remote.php/dav');
    expect(() => serverUrlOf('http://cloud.example.org/', false)).toThrow('must be an https:// server address');
    expect(serverUrlOf('http://127.0.0.1:5232/', true)).toBe('http://127.0.0.1:5232/');
  });
});
