import { describe, expect, it } from 'vitest';
import { findFollowUpSlot } from './follow-up-slot';

// Wednesday 12 March 2025, 09:00 local.
const NOW = new Date(2025, 2, 12, 9, 0, 0);

describe('follow-up slot', () => {
  it('takes the first half hour of the next working day when it is free', () => {
    expect(findFollowUpSlot(NOW, [])).toEqual({ startTime: '2025-03-13T09:00:00', endTime: '2025-03-13T09:30:00' });
  });

  it('steps past events that overlap, and allows back-to-back', () => {
    const busy = [
      { start: '2025-03-13T08:30:00', end: '2025-03-13T09:15:00' },
      { start: '2025-03-13T09:30:00', end: '2025-03-13T10:00:00' },
    ];
    expect(findFollowUpSlot(NOW, busy)).toEqual({ startTime: '2025-03-13T10:00:00', endTime: '2025-03-13T10:30:00' });
  });

  it('skips the weekend and a fully booked day', () => {
    const friday = new Date(2025, 2, 13, 18, 0, 0); // Thursday evening → Friday booked → Monday
    const busy = [{ start: '2025-03-14T00:00:00', end: '2025-03-14T23:59:00' }];
    expect(findFollowUpSlot(friday, busy)).toEqual({ startTime: '2025-03-17T09:00:00', endTime: '2025-03-17T09:30:00' });
  });

  it('finds nothing when the horizon is booked', () => {
    expect(findFollowUpSlot(NOW, [{ start: '2025-03-01T00:00:00', end: '2025-04-30T00:00:00' }])).toBeUndefined();
  });
});
