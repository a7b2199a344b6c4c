import { describe, expect, it } from 'vitest';
import { dueLabel } from './format';

describe('dueLabel', () => {
  it('prefixes a due date as stored and names a missing one', () => {
    expect(dueLabel('2026-03-04')).toBe('Due Mar 4, 2026');
    expect(dueLabel('2026-03-04T23:30:00')).toBe('Due Mar 4, 2026');
    expect(dueLabel(null)).toBe('No due date');
    expect(dueLabel('someday')).toBe('Due someday');
  });
});
