import { describe, expect, it } from 'vitest';
import { EMPTY_GUEST, guestProblems } from './guest-form';

const QUESTIONS = [
  { label: 'Topic?', required: true },
  { label: 'Anything else?', required: false },
];

describe('the guest form checks', () => {
  it('asks for a name, a valid email and the required answers', () => {
    expect(guestProblems(EMPTY_GUEST, QUESTIONS)).toEqual({ name: 'is required', email: 'must be a valid email address', a0: 'This answer is required' });
    expect(guestProblems({ ...EMPTY_GUEST, name: 'Ada', email: 'ada@example.com', a0: 'Budget' }, QUESTIONS)).toEqual({});
  });

  it('refuses text beyond the limits', () => {
    expect(guestProblems({ ...EMPTY_GUEST, name: 'x'.repeat(101), email: 'a@b.co', a0: 'y'.repeat(501) }, QUESTIONS)).toEqual({
      name: 'must be at most 100 characters',
      a0: 'This answer must be at most 500 characters',
    });
  });
});
