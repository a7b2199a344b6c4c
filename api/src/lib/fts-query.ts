// Turns what a person types into a small search structure: words and "quoted phrases" only. Only
// runs of letters and digits survive, so search syntax in the input (AND, OR, NOT, NEAR, *, :, ^,
// &, |, !, quotes, parentheses, backslashes) is plain text or dropped, and the query each database
// builds from the structure (db/dialect/full-text.ts) can never be malformed. Words match as
// prefixes ("stream" finds "streamline"), all terms must match; phrases match their words in order.

export const MAX_QUERY_TOKENS = 12;

/** A word matched as a prefix, or a phrase of two or more words matched in order. */
export type SearchTerm = { kind: 'word'; word: string } | { kind: 'phrase'; words: string[] };

export interface ParsedSearch {
  /** What to search for, in input order; empty when the input has no word to search for. */
  terms: SearchTerm[];
  /** The words searched for, lower-case, in order (phrases split into words). */
  words: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

export function parseSearchQuery(input: string): ParsedSearch {
  const terms: SearchTerm[] = [];
  const words: string[] = [];
  const add = (term: SearchTerm, termWords: string[]) => {
    if (terms.length >= MAX_QUERY_TOKENS) return;
    terms.push(term);
    words.push(...termWords);
  };
  // Split into quoted phrases and the text between them; an unclosed quote runs to the end.
  const pieces = input.split('"');
  pieces.forEach((piece, index) => {
    const inQuotes = index % 2 === 1;
    const pieceWords = wordsOf(piece);
    if (inQuotes && pieceWords.length > 1) add({ kind: 'phrase', words: pieceWords }, pieceWords);
    else for (const word of pieceWords) add({ kind: 'word', word }, [word]);
  });
  return { terms, words };
}
