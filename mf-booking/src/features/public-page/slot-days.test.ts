import { describe, expect, it } from 'vitest';
import { slotDays } from './slot-days';

const slots = [
  { start: '2025-03-17T08:00:00.000Z', duration: 30 },
  { start: '2025-03-17T23:30:00.000Z', duration: 30 },
  { start: '2025-03-17T08:00:00.000Z', duration: 60 },
];

describe('slot days', () => {
  it('groups one duration by day in the guest zone', () => {
    expect(slotDays(slots, 30, 'UTC').map((d) => [d.date, d.times.map((t) => t.label)])).toEqual([['2025-03-17', ['8:00 AM', '11:30 PM']]]);
    // In Tokyo (UTC+9) the second slot is already the next day.
    expect(slotDays(slots, 30, 'Asia/Tokyo').map((d) => [d.date, d.times.map((t) => t.label)])).toEqual([
      ['2025-03-17', ['5:00 PM']],
      ['2025-03-18', ['8:30 AM']],
    ]);
    expect(slotDays(slots, 60, 'UTC')[0]?.label).toBe('Monday, March 17, 2025');
  });
});
