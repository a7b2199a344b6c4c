import { describe, expect, it } from 'vitest';
import { notBefore } from './not-before';

describe('notBefore', () => {
  it('refuses deferring to a past day', () => {
    expect(notBefore('2025-03-11', '2025-03-12')).toBe('must not be in the past');
    expect(notBefore('2025-03-12', '2025-03-12')).toBeUndefined();
  });
});
