import { describe, expect, it } from 'vitest';
import { allowedEdits, candidateLengths, editDistance, MAX_EXPANSIONS, nearWords } from './fuzzy-words';

const vocabulary = (...words: string[]) => words.map((word, i) => ({ word, uses: words.length - i }));

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours as one edit each', () => {
    expect(editDistance('strategy', 'strategy', 2)).toBe(0);
    expect(editDistance('stratgy', 'strategy', 2)).toBe(1); // a letter left out
    expect(editDistance('strattegy', 'strategy', 2)).toBe(1); // one too many
    expect(editDistance('strotegy', 'strategy', 2)).toBe(1); // one wrong
    expect(editDistance('startegy', 'strategy', 2)).toBe(1); // two swapped
    expect(editDistance('stratgey', 'strategy', 2)).toBe(1); // swapped at the end
    expect(editDistance('strtgey', 'strategy', 2)).toBe(2);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });

  it('stops at max + 1 once the words are further apart', () => {
    expect(editDistance('board', 'strategy', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    expect(editDistance('café', 'cafe', 1)).toBe(1); // code points, not bytes
  });
});

describe('near words', () => {
  it('allows no edit below 4 letters, one up to 7, two from 8', () => {
    expect([allowedEdits('bot'), allowedEdits('boar'), allowedEdits('stratgy'), allowedEdits('strattegy')]).toEqual([0, 1, 1, 2]);
    expect(candidateLengths('bot')).toBeNull();
    expect(candidateLengths('stratgy')).toEqual({ min: 6, max: 8 });
    expect(candidateLengths('strattegy')).toEqual({ min: 7, max: 11 });
  });

  it('expands a word to the vocabulary words within reach, closest then most used first', () => {
    const words = vocabulary('strategy', 'strategic', 'stratus', 'board', 'boat', 'boar', 'boardroom', 'bear');
    expect(nearWords('stratgy', words)).toEqual(['strategy']);
    expect(nearWords('stratsu', words)).toEqual(['stratus']);
    expect(nearWords('strategie', words)).toEqual(['strategic', 'strategy']);
    // Words the prefix match already finds are not repeated ("boar" finds "board", "boardroom").
    expect(nearWords('boar', words)).toEqual(['boat', 'bear']);
    expect(nearWords('bot', words)).toEqual([]);
  });

  it('keeps at most a few near words, and never changes the first letter', () => {
    const many = vocabulary('plan', 'play', 'plat', 'plum', 'plaz', 'pla', 'plox', 'pax', 'plx', 'plaxe', 'plex', 'plix');
    expect(nearWords('plax', many)).toHaveLength(MAX_EXPANSIONS);
    expect(nearWords('plax', vocabulary('flax', 'alax', 'lax'))).toEqual([]);
    expect(nearWords('ctrategy', vocabulary('strategy'))).toEqual([]);
  });
});
