import { describe, expect, it } from 'vitest';
import { dueLabel, formatDueDate, formatStartTime } from './format';

describe('formatDueDate', () => {
  it('formats a calendar date in local time without shifting the day', () => {
    expect(formatDueDate('2026-03-04')).toBe('Mar 4, 2026');
  });
  it('says when there is no due date and keeps unparsable text', () => {
    expect(formatDueDate(null)).toBe('No due date');
    expect(formatDueDate('someday')).toBe('someday');
  });
});

describe('formatStartTime', () => {
  it('formats a local date-time and a bare clock time', () => {
    expect(formatStartTime('2026-03-04T09:30:00')).toBe('9:30 AM');
    expect(formatStartTime('14:05')).toBe('2:05 PM');
  });
});

describe('dueLabel', () => {
  it('prefixes a due date and names a missing one', () => {
    expect(dueLabel('2026-03-04')).toBe('Due Mar 4, 2026');
    expect(dueLabel(null)).toBe('No due date');
  });
});
