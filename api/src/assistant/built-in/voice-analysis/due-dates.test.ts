import { describe, expect, it } from 'vitest';
import { dueDateFrom, TRAILING_DUE_PHRASE } from './due-dates';

// Monday 2026-11-23.
const now = { date: '2026-11-23', minutes: 9 * 60 };
const due = (text: string) => dueDateFrom(text, now);

describe('due dates from phrases', () => {
  it.each([
    ['Send it today', '2026-11-23'],
    ['Call her tomorrow morning', '2026-11-24'],
    ['Finish the deck by Friday', '2026-11-27'],
    ['Review on Monday', '2026-11-23'],
    ['Kick off next Friday', '2026-12-04'],
    ['Plan it next week', '2026-11-30'],
    ['Close it this week', '2026-11-27'],
    ['Board pack by December 3rd', '2026-12-03'],
    ['Taxes by 15 January', '2027-01-15'],
    ['Offsite by Nov 2', '2027-11-02'],
    ['Draft in 3 days', '2026-11-26'],
    ['Decide in two weeks', '2026-12-07'],
    ['Wrap up by end of month', '2026-11-30'],
    ['Due 2026-12-10 at the latest', '2026-12-10'],
  ])('%s → %s', (text, expected) => {
    expect(due(text)).toBe(expected);
  });

  it('takes the earliest phrase in the text and returns null without one', () => {
    expect(due('Tomorrow I prep, and the deadline is Friday')).toBe('2026-11-24');
    expect(due('We should think about culture')).toBeNull();
  });

  it('from a weekend, "next Monday" is the coming Monday', () => {
    expect(dueDateFrom('next Monday', { date: '2026-11-21', minutes: 0 })).toBe('2026-11-23');
  });

  it('strips a trailing date phrase from task text', () => {
    expect('Send the proposal by Friday'.replace(TRAILING_DUE_PHRASE, '')).toBe('Send the proposal');
    expect('Book the venue next week'.replace(TRAILING_DUE_PHRASE, '')).toBe('Book the venue');
    expect('Call Dana'.replace(TRAILING_DUE_PHRASE, '')).toBe('Call Dana');
  });
});

describe('quarter phrases', () => {
  it('reads quarters relative to now (Q4 2026)', () => {
    expect(due('Streamline onboarding before Q3')).toBe('2027-06-30');
    expect(due('Ship it by Q1')).toBe('2026-12-31');
    expect(due('Land it by end of Q4')).toBe('2026-12-31');
    expect(due('Close it by end of quarter')).toBe('2026-12-31');
  });
});
