import { describe, expect, it } from 'vitest';
import { canComplete, canGoNext, isLast, withAnswer } from './assessment-steps';

describe('assessment steps', () => {
  it('needs an answer before Next, and has no Next on the last question', () => {
    expect(canGoNext([], 0, 6)).toBe(false);
    expect(canGoNext([1], 0, 6)).toBe(true);
    expect(canGoNext([1, 1, 1, 1, 1, 1], 5, 6)).toBe(false);
    expect(isLast(5, 6)).toBe(true);
  });

  it('completes only with every question answered', () => {
    let answers = withAnswer([], 0, 2);
    expect(canComplete(answers, 6)).toBe(false);
    for (let i = 1; i < 6; i += 1) answers = withAnswer(answers, i, 0);
    expect(canComplete(answers, 6)).toBe(true);
    expect(canComplete(withAnswer([], 5, 1), 6)).toBe(false);
  });
});
