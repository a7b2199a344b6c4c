import { describe, expect, it } from 'vitest';
import { fts5WorkspaceMatch, tsWorkspaceQuery, type ExpandedTerm } from '../../db/dialect/workspace-search';
import { foldWord, markedWindow, tokens } from './highlight';
import { wordMatcher } from './workspace-search';

const terms: ExpandedTerm[] = [
  { kind: 'word', word: 'strat', near: [] },
  { kind: 'word', word: 'boar', near: ['boat'] },
  { kind: 'phrase', words: ['rent', 'free'] },
];
const matcher = wordMatcher(terms);
const mark = (text: string, max = 14) => markedWindow(text, tokens(text, matcher), max);

describe('word matching', () => {
  it('matches a typed word as a prefix (exact), a near word as a prefix (near), a phrase word whole', () => {
    expect(matcher('strategy')).toEqual([{ term: 0, match: 'exact' }]);
    expect(matcher('boardroom')).toEqual([{ term: 1, match: 'exact' }]);
    expect(matcher('boats')).toEqual([{ term: 1, match: 'near' }]);
    expect(matcher('rent')).toEqual([{ term: 2, match: 'exact' }]);
    expect(matcher('rental')).toEqual([]);
    expect(matcher('restrat')).toEqual([]);
  });

  it('compares words lower-case and without diacritics, as the indexes do', () => {
    expect(foldWord('Café')).toBe('cafe');
    expect(wordMatcher([{ kind: 'word', word: 'cafe', near: [] }])(foldWord('CAFÉS'))).toHaveLength(1);
  });
});

describe('marked parts', () => {
  it('marks the matched words of a short text and keeps it whole', () => {
    expect(mark('  The Board’s strategy, rent-free!  ')).toEqual([
      { text: 'The ', match: false },
      { text: 'Board', match: true },
      { text: '’s ', match: false },
      { text: 'strategy', match: true },
      { text: ', ', match: false },
      { text: 'rent', match: true },
      { text: '-', match: false },
      { text: 'free', match: true },
      { text: '!', match: false },
    ]);
    expect(mark('Nothing here')).toEqual([{ text: 'Nothing here', match: false }]);
  });

  it('cuts a long text to a window a few words before the first match, with ellipses', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`);
    words[20] = 'boats';
    const parts = mark(words.join(' '), 8);
    expect(parts).toEqual([
      { text: '…w17 w18 w19 ', match: false },
      { text: 'boats', match: true },
      { text: ' w21 w22 w23 w24…', match: false },
    ]);
    // The last words: no ellipsis after them.
    words[20] = 'w20';
    words[29] = 'strategy.';
    expect(mark(words.join(' '), 8).at(-1)).toEqual({ text: '.', match: false });
    // No match (only the other field matched): the start.
    expect(mark(Array.from({ length: 20 }, () => 'x').join(' '), 4)).toEqual([{ text: 'x x x x…', match: false }]);
  });
});

describe('query text per database', () => {
  it('quotes every word, ORs near words, ANDs terms, and names the owner on SQLite', () => {
    expect(fts5WorkspaceMatch(42, terms)).toBe('owner : "e42" AND {title body} : (("strat"*) AND ("boar"* OR "boat"*) AND "rent free")');
    expect(tsWorkspaceQuery(terms)).toBe("('strat':*) & ('boar':* | 'boat':*) & ('rent' <-> 'free')");
    // Quotes in a word (never produced by the parser) stay inside their quotes.
    expect(fts5WorkspaceMatch(1, [{ kind: 'word', word: 'a"b', near: [] }])).toContain('"a""b"*');
    expect(tsWorkspaceQuery([{ kind: 'word', word: "a'b", near: [] }])).toBe("('a''b':*)");
  });
});
