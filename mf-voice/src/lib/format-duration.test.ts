import { describe, expect, it } from 'vitest';
import { formatMSs, formatMmSs } from './format-duration';

describe('formatMmSs (a recording)', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(7)).toBe('00:07');
    expect(formatMmSs(125)).toBe('02:05');
    expect(formatMmSs(6000)).toBe('100:00');
  });
  it('drops fractions and treats negative or non-finite values as zero', () => {
    expect(formatMmSs(59.9)).toBe('00:59');
    expect(formatMmSs(-3)).toBe('00:00');
    expect(formatMmSs(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('formatMSs (the timer)', () => {
  it('shows minutes unpadded and seconds two digits', () => {
    expect(formatMSs(0)).toBe('0:00');
    expect(formatMSs(9)).toBe('0:09');
    expect(formatMSs(61)).toBe('1:01');
    expect(formatMSs(754)).toBe('12:34');
  });
});
