import { describe, expect, it } from 'vitest';
import { formatEventDate } from './format-event-date';

describe('formatEventDate', () => {
  it('shows a calendar date on the same local day with its weekday', () => {
    expect(formatEventDate('2026-03-07')).toBe('Sat, Mar 7, 2026');
  });
  it('keeps text that is not a date', () => {
    expect(formatEventDate('next summer')).toBe('next summer');
  });
});
