import { describe, expect, it } from 'vitest';
import { formatClock24In, formatDayIn, formatDayTimeIn, formatRelative } from './instant-format';
import { wallNowIn } from './wall-now';

// 2026-03-08T23:30:00Z: still the 8th in New York, already the 9th in Tokyo.
const at = '2026-03-08T23:30:00.000Z';

describe('an instant on the executive’s wall clock', () => {
  it('reads the 24-hour clock in the zone, from text, a Date or milliseconds', () => {
    expect(formatClock24In(at, 'Asia/Tokyo')).toBe('08:30');
    expect(formatClock24In(new Date(at), 'America/New_York')).toBe('19:30');
    expect(formatClock24In(Date.parse('2026-03-09T00:05:00Z'), 'UTC')).toBe('00:05');
  });

  it('names the day in the zone, not the machine’s', () => {
    expect(formatDayIn(at, 'America/New_York')).toBe('Mar 8, 2026');
    expect(formatDayIn(at, 'Asia/Tokyo')).toBe('Mar 9, 2026');
    expect(formatDayIn(at, 'Asia/Tokyo', 'short')).toBe('Mar 9');
    expect(formatDayIn(at, 'Asia/Tokyo', 'numeric')).toBe('3/9/2026');
  });

  it('gives the day and time in the zone', () => {
    expect(formatDayTimeIn(at, 'America/New_York')).toBe('Mar 8, 2026, 7:30 PM');
    expect(formatDayTimeIn(new Date(at), 'Asia/Tokyo')).toBe('Mar 9, 2026, 8:30 AM');
  });
});

describe('a relative time', () => {
  const now = wallNowIn('UTC', Date.parse('2025-03-10T10:00:00Z'));

  it('says how long ago or how soon, in minutes, hours or days', () => {
    expect(formatRelative('2025-03-10T10:00:20', now)).toBe('just now');
    expect(formatRelative('2025-03-10T10:25:00', now)).toBe('in 25 min');
    expect(formatRelative('2025-03-10T07:00:00', now)).toBe('3 h ago');
    expect(formatRelative('2025-03-11T10:00:00', now)).toBe('in 1 day');
    expect(formatRelative('2025-03-07T10:00:00', now)).toBe('3 days ago');
  });

  it('is empty for text that is not a time', () => {
    expect(formatRelative('garbage', now)).toBe('');
  });
});
