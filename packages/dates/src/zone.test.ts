import { describe, expect, it } from 'vitest';
import { browserTimeZone, isValidTimeZone, usableTimeZone, zoneOffsetMinutes } from './zone';
import { supportedTimeZones } from './zone-list';

describe('time zones', () => {
  it('knows IANA zones and rejects others', () => {
    expect(isValidTimeZone('Asia/Tokyo')).toBe(true);
    expect(isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(usableTimeZone('Nowhere/Else', 'Europe/Berlin')).toBe('Europe/Berlin');
    expect(usableTimeZone(undefined)).toBe('UTC');
  });

  it('reports the runtime’s own zone', () => {
    expect(isValidTimeZone(browserTimeZone())).toBe(true);
  });

  it('lists the supported zones sorted, with UTC and extra valid zones', () => {
    const zones = supportedTimeZones(['Etc/GMT+5', 'Not/AZone']);
    expect(zones).toContain('Asia/Tokyo');
    expect(zones).toContain('UTC');
    expect(zones).toContain('Etc/GMT+5');
    expect(zones).not.toContain('Not/AZone');
    expect([...zones].sort((a, b) => a.localeCompare(b))).toEqual(zones);
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe('zoneOffsetMinutes', () => {
  it('reads the offset of a zone at an instant, summer time included', () => {
    expect(zoneOffsetMinutes('Europe/Berlin', Date.UTC(2026, 0, 15))).toBe(60);
    expect(zoneOffsetMinutes('Europe/Berlin', Date.UTC(2026, 6, 15))).toBe(120);
    expect(zoneOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 0, 15))).toBe(330);
    expect(zoneOffsetMinutes('UTC', Date.UTC(2026, 0, 15))).toBe(0);
  });
});
