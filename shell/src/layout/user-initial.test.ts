import { describe, expect, it } from 'vitest';
import { userInitial, userLabel } from './user-initial';

describe('avatar', () => {
  it('shows the first letter of the name, upper-cased, or U', () => {
    expect(userInitial('dana')).toBe('D');
    expect(userInitial('  ')).toBe('U');
    expect(userInitial(undefined)).toBe('U');
  });

  it('labels the user by name, defaulting to User', () => {
    expect(userLabel('demo')).toBe('demo');
    expect(userLabel('')).toBe('User');
    expect(userLabel(null)).toBe('User');
  });
});
