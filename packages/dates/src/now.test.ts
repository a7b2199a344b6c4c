import { describe, expect, it } from 'vitest';
import { addHours, nowIn, zoneOf } from './now';
import { toIsoDateTime } from './wall-clock';

describe('moving an instant by hours', () => {
  it('keeps a zone’s wall clock, counting elapsed hours across a daylight-saving change', () => {
    // 2026-03-08 01:30 in New York; clocks jump from 02:00 to 03:00 that night.
    const before = nowIn('America/New_York', Date.parse('2026-03-08T06:30:00Z'));
    const later = addHours(before, 1);
    expect(zoneOf(later)).toBe('America/New_York');
    expect(toIsoDateTime(later)).toBe('2026-03-08T03:30:00');
    expect(toIsoDateTime(addHours(before, -25))).toBe('2026-03-07T00:30:00');
  });

  it('moves a plain Date as a plain Date', () => {
    const moved = addHours(new Date(Date.UTC(2026, 0, 1)), 24);
    expect(moved.getTime()).toBe(Date.UTC(2026, 0, 2));
    expect(zoneOf(moved)).toBe('UTC');
  });
});
