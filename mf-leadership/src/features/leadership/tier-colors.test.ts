import { describe, expect, it } from 'vitest';
import { tierPalette, topScoreOf } from './tier-colors';

describe('tier colours', () => {
  it('is green for the top score when it is 3 or more, blue for another 3 or more', () => {
    expect(tierPalette(4, 4)).toBe('green');
    expect(tierPalette(3, 4)).toBe('blue');
    expect(tierPalette(3, 3)).toBe('green');
  });

  it('is yellow for 2 and red below, even for the top score', () => {
    expect(tierPalette(2, 2)).toBe('yellow');
    expect(tierPalette(1, 4)).toBe('red');
    expect(tierPalette(0, 0)).toBe('red');
  });

  it('finds the top score of a profile', () => {
    expect(topScoreOf({ transformational: 1, servant: 3, system_syncing: 2 })).toBe(3);
  });
});
