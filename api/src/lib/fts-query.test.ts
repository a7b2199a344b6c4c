import { describe, expect, it } from 'vitest';
import { MAX_QUERY_TOKENS, parseSearchQuery } from './fts-query';

const word = (w: string) => ({ kind: 'word', word: w });
const phrase = (...words: string[]) => ({ kind: 'phrase', words });

describe('parseSearchQuery', () => {
  it('turns words into prefix terms, lower-cased', () => {
    expect(parseSearchQuery('Dallas  Team')).toEqual({ terms: [word('dallas'), word('team')], words: ['dallas', 'team'] });
  });

  it('keeps a quoted phrase together', () => {
    expect(parseSearchQuery('"key idea" budget').terms).toEqual([phrase('key', 'idea'), word('budget')]);
  });

  it('treats a one-word phrase and an unclosed quote as words', () => {
    expect(parseSearchQuery('"team" "open ended').terms).toEqual([word('team'), phrase('open', 'ended')]);
    expect(parseSearchQuery('"solo').terms).toEqual([word('solo')]);
  });

  it('makes search operators and punctuation plain text', () => {
    expect(parseSearchQuery('team OR NOT (decide*) NEAR:x ^y').terms).toEqual(['team', 'or', 'not', 'decide', 'near', 'x', 'y'].map(word));
    expect(parseSearchQuery("it's team-wide").words).toEqual(['it', 's', 'team', 'wide']);
    expect(parseSearchQuery("a&b|c!d 'e' f:* g\\h <-> (i)").words).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  });

  it('finds no words in punctuation or spaces', () => {
    expect(parseSearchQuery('  *** "" () ')).toEqual({ terms: [], words: [] });
  });

  it('keeps letters and digits of any script', () => {
    expect(parseSearchQuery('Café Q3 Zürich').words).toEqual(['café', 'q3', 'zürich']);
  });

  it(`uses at most ${MAX_QUERY_TOKENS} terms`, () => {
    const many = Array.from({ length: 20 }, (_, i) => `w${i}`).join(' ');
    expect(parseSearchQuery(many).terms).toHaveLength(MAX_QUERY_TOKENS);
    expect(parseSearchQuery(many).words).toHaveLength(MAX_QUERY_TOKENS);
  });
});
