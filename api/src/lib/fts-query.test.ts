import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, parseSearchQuery } from './fts-query';

describe('parseSearchQuery', () => {
  it('turns words into quoted prefix terms, lower-cased', () => {
    expect(parseSearchQuery('Dallas  Team')).toEqual({ match: '"dallas"* "team"*', words: ['dallas', 'team'] });
  });

  it('keeps a quoted phrase together, without a prefix', () => {
    expect(parseSearchQuery('"key idea" budget').match).toBe('"key idea" "budget"*');
  });

  it('treats a one-word phrase and an unclosed quote as words', () => {
    expect(parseSearchQuery('"team" "open ended').match).toBe('"team"* "open ended"');
    expect(parseSearchQuery('"solo').match).toBe('"solo"*');
  });

  it('makes FTS5 operators and punctuation plain text', () => {
    expect(parseSearchQuery('team OR NOT (decide*) NEAR:x ^y').match).toBe('"team"* "or"* "not"* "decide"* "near"* "x"* "y"*');
    expect(parseSearchQuery("it's team-wide").words).toEqual(['it', 's', 'team', 'wide']);
  });

  it('finds no words in punctuation or spaces', () => {
    expect(parseSearchQuery('  *** "" () ')).toEqual({ match: null, words: [] });
  });

  it('keeps letters and digits of any script', () => {
    expect(parseSearchQuery('Café Q3 Zürich').words).toEqual(['café', 'q3', 'zürich']);
  });

  it(`uses at most ${MAX_QUERY_TOKENS} terms`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(many).words).toHaveLength(MAX_QUERY_TOKENS);
  });
});
