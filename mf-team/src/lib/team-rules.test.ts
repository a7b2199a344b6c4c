import { describe, expect, it } from 'vitest';
import { nowIn } from '@provana/dates';
import { formatTenure, isDueSoon, isUpcoming, meetingPriority, tenureMonths } from './team-rules';

const NOW = new Date(2025, 2, 12, 9, 0, 0); // 12 March 2025, 09:00 local

describe('tenure', () => {
  it.each([
    ['2025-03-12', '0 months'],
    ['2025-02-12', '1 month'],
    ['2024-04-13', '10 months'],
    ['2024-04-12', '11 months'],
    ['2024-03-13', '11 months'],
    ['2024-03-12', '1 year'],
    ['2023-01-05', '2 years 2 months'],
    ['2021-12-20', '3 years 2 months'],
    ['2022-02-12', '3 years 1 month'],
  ])('started %s → %s', (start, text) => {
    expect(formatTenure(start, NOW)).toBe(text);
  });

  it('never counts a future start as negative', () => {
    expect(tenureMonths('2025-06-01', NOW)).toBe(0);
  });
});

describe('meeting priority', () => {
  it.each([
    ['2025-03-12T10:00:00', 'high'],
    ['2025-03-13T09:00:00', 'high'],
    ['2025-03-13T09:01:00', 'medium'],
    ['2025-03-19T09:00:00', 'medium'],
    ['2025-03-19T09:30:00', 'low'],
    ['2025-04-30T09:00:00', 'low'],
  ])('a meeting at %s is %s', (meeting, priority) => {
    expect(meetingPriority(meeting, NOW)).toBe(priority);
  });

  it('has no priority without a meeting', () => {
    expect(meetingPriority(null, NOW)).toBeUndefined();
  });
});

describe('due soon', () => {
  it('marks a meeting within the next 24 hours', () => {
    expect(isDueSoon('2025-03-12T09:00:00', NOW)).toBe(true);
    expect(isDueSoon('2025-03-13T09:00:00', NOW)).toBe(true);
    expect(isDueSoon('2025-03-13T09:00:01', NOW)).toBe(false);
  });

  it('reads "now" on the executive\'s wall clock, whatever zone the browser is in', () => {
    // 20:00 UTC on 11 March: 12 March 05:00 in Tokyo, 11 March 13:00 in Los Angeles.
    const at = new Date('2025-03-11T20:00:00Z');
    expect(isDueSoon('2025-03-13T04:00:00', nowIn('Asia/Tokyo', at))).toBe(true);
    expect(isDueSoon('2025-03-13T04:00:00', nowIn('America/Los_Angeles', at))).toBe(false);
    expect(isUpcoming('2025-03-12T04:00:00', nowIn('Asia/Tokyo', at))).toBe(false);
    expect(isUpcoming('2025-03-12T04:00:00', nowIn('America/Los_Angeles', at))).toBe(true);
  });

  it('does not mark a meeting that has passed, or none', () => {
    expect(isDueSoon('2025-03-12T08:59:00', NOW)).toBe(false);
    expect(isDueSoon(null, NOW)).toBe(false);
    expect(isUpcoming('2025-03-12T08:59:00', NOW)).toBe(false);
    expect(isUpcoming('2025-03-20T08:59:00', NOW)).toBe(true);
  });
});
