// The command palette's data search: the typed words parsed once (lib/fts-query.ts),
// each expanded to the near words of the executive's vocabulary (lib/fuzzy-words.ts), the index asked
// for its best matches (repositories/search.ts), then ranked and marked here, the same on both databases:
// 1. fewer typos first: a result every typed word matches as typed (or as a prefix) before one
//    found through a near word; ranking typos first keeps an exact "board" in a description above a
//    "Boat" in a title that only a typo reaches;
// 2. more of the typed words in the title (the item's name) before fewer: title above body;
// 3. open before done (completed priorities);
// 4. the newest date first, then the database's own rank (bm25 / ts_rank).
import type { WorkspaceSearchResult } from '@provana/contracts';
import type { Repositories } from '../../db/repositories';
import type { SearchEntry, VocabularyWord } from '../../db/repositories/search';
import type { ExpandedTerm } from '../../db/dialect/workspace-search';
import { parseSearchQuery, type ParsedSearch } from '../../lib/fts-query';
import { candidateLengths, firstLetter, nearWords } from '../../lib/fuzzy-words';
import { foldWord, markedWindow, tokens, type Token, type WordMatch, type WordMatcher } from './highlight';

/** Entries the database returns for ranking here: far more than a palette shows. */
export const CANDIDATES = 200;
const TITLE_WORDS = 14;
const DETAIL_WORDS = 16;

/** Each word of the query with its near words from the vocabulary; phrases as they are. */
export async function expandQuery(repos: Repositories, executiveId: number, parsed: ParsedSearch): Promise<ExpandedTerm[]> {
  // One vocabulary read per first letter, over the lengths every word under it can reach.
  const ranges = new Map<string, { min: number; max: number }>();
  for (const t of parsed.terms) {
    const lengths = t.kind === 'word' ? candidateLengths(t.word) : null;
    if (t.kind !== 'word' || !lengths) continue;
    const first = firstLetter(foldWord(t.word));
    const known = ranges.get(first);
    ranges.set(first, known ? { min: Math.min(known.min, lengths.min), max: Math.max(known.max, lengths.max) } : lengths);
  }
  const vocabulary: VocabularyWord[] = [];
  for (const [first, { min, max }] of ranges) vocabulary.push(...(await repos.workspaceSearch.vocabulary(executiveId, first, min, max)));
  const folded = vocabulary.map((v) => ({ ...v, word: foldWord(v.word) }));
  return parsed.terms.map((t) => (t.kind === 'word' ? { kind: 'word', word: t.word, near: nearWords(foldWord(t.word), folded) } : t));
}

/** Which terms a word matches: as typed (a prefix of it) or through a near word. */
export function wordMatcher(terms: readonly ExpandedTerm[]): WordMatcher {
  const folded = terms.map((t): ExpandedTerm =>
    t.kind === 'word' ? { kind: 'word', word: foldWord(t.word), near: t.near.map(foldWord) } : { kind: 'phrase', words: t.words.map(foldWord) },
  );
  return (word) =>
    folded.flatMap((t, term): { term: number; match: WordMatch }[] => {
      if (t.kind === 'phrase') return t.words.includes(word) ? [{ term, match: 'exact' }] : [];
      if (word.startsWith(t.word)) return [{ term, match: 'exact' }];
      return t.near.some((n) => word.startsWith(n)) ? [{ term, match: 'near' }] : [];
    });
}

interface Ranked {
  entry: SearchEntry;
  order: number;
  typos: number;
  titleTerms: number;
  title: Token[];
  lines: { text: string; words: Token[] }[];
}

function analyse(entry: SearchEntry, order: number, termCount: number, matcher: WordMatcher): Ranked {
  const title = tokens(entry.title, matcher);
  const lines = entry.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((text) => ({ text, words: tokens(text, matcher) }));
  const exact = new Set<number>();
  const inTitle = new Set<number>();
  for (const w of title) for (const m of w.matches) inTitle.add(m.term);
  for (const w of [title, ...lines.map((l) => l.words)].flat()) for (const m of w.matches) if (m.match === 'exact') exact.add(m.term);
  return { entry, order, typos: termCount - exact.size, titleTerms: inTitle.size, title, lines };
}

const byRank = (a: Ranked, b: Ranked) =>
  a.typos - b.typos ||
  b.titleTerms - a.titleTerms ||
  Number(a.entry.done) - Number(b.entry.done) ||
  (b.entry.date ?? '').localeCompare(a.entry.date ?? '') ||
  a.order - b.order;

function toResult(r: Ranked): WorkspaceSearchResult {
  const line = r.lines.find((l) => l.words.some((w) => w.matches.length > 0));
  return {
    kind: r.entry.kind,
    id: r.entry.id,
    title: markedWindow(r.entry.title, r.title, TITLE_WORDS),
    detail: line ? markedWindow(line.text, line.words, DETAIL_WORDS) : null,
    date: r.entry.date,
  };
}

/**
 * The executive's items matching every typed word, best first, at most `limit`; none without a word.
 * Private items only for a reader who sees them (`seesPrivate`).
 */
export async function searchWorkspace(
  repos: Repositories,
  executiveId: number,
  q: string,
  limit: number,
  seesPrivate: boolean,
): Promise<WorkspaceSearchResult[]> {
  const parsed = parseSearchQuery(q);
  if (parsed.terms.length === 0) return [];
  const terms = await expandQuery(repos, executiveId, parsed);
  const entries = await repos.workspaceSearch.candidates(executiveId, terms, CANDIDATES, seesPrivate);
  const matcher = wordMatcher(terms);
  return entries
    .map((entry, order) => analyse(entry, order, terms.length, matcher))
    .sort(byRank)
    .slice(0, limit)
    .map(toResult);
}
