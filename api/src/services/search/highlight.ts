// The matched words of a search result, marked for highlighting, and the short piece of a long field
// shown around its first match. Words are runs of letters and digits, compared lower-case and without
// diacritics, as the indexes' tokenizers do, so what the database matched is what gets marked: a word
// is marked when it starts with a typed word or with one of its near words (typos).
import type { SnippetPart } from '@provana/contracts';

export type WordMatch = 'exact' | 'near';

/** The query terms a (folded) word matches, and how: [] when it matches none. */
export type WordMatcher = (word: string) => { term: number; match: WordMatch }[];

export interface Token {
  start: number;
  end: number;
  /** The terms this word matches ([] for none). */
  matches: { term: number; match: WordMatch }[];
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower case without diacritics ("Café" → "cafe"). */
export const foldWord = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function tokens(text: string, matcher: WordMatcher): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ start: m.index, end: m.index + m[0].length, matches: matcher(foldWord(m[0])) }));
}

/**
 * At most `maxWords` words of the text as marked parts: the whole text when it is that short, else a
 * window starting a few words before the first matched word, with '…' where words were left out.
 */
export function markedWindow(text: string, words: readonly Token[], maxWords: number): SnippetPart[] {
  if (words.length <= maxWords) {
    const start = text.length - text.trimStart().length;
    return partsOf(text, words, start, text.trimEnd().length);
  }
  const first = Math.max(
    0,
    words.findIndex((w) => w.matches.length > 0),
  );
  const from = Math.max(0, Math.min(first - 3, words.length - maxWords));
  const to = Math.min(words.length, from + maxWords);
  const start = words[from]?.start ?? 0;
  const end = to < words.length ? (words[to - 1]?.end ?? text.length) : text.trimEnd().length;
  const parts = partsOf(text, words.slice(from, to), start, end);
  if (from > 0) parts.unshift({ text: '…', match: false });
  if (to < words.length) parts.push({ text: '…', match: false });
  return mergePlain(parts);
}

/** Marked parts of text[start, end), whose words are `words`. */
function partsOf(text: string, words: readonly Token[], start: number, end: number): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = start;
  for (const w of words) {
    if (w.matches.length === 0 || w.start < at || w.end > end) continue;
    if (w.start > at) parts.push({ text: text.slice(at, w.start), match: false });
    parts.push({ text: text.slice(w.start, w.end), match: true });
    at = w.end;
  }
  if (end > at) parts.push({ text: text.slice(at, end), match: false });
  return mergePlain(parts);
}

function mergePlain(parts: readonly SnippetPart[]): SnippetPart[] {
  const merged: SnippetPart[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (last && !last.match && !part.match) last.text += part.text;
    else if (part.text) merged.push({ ...part });
  }
  return merged;
}
