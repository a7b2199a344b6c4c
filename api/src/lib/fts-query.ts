// Turns what a person types into a safe FTS5 query: words and "quoted phrases" only. Every token is
// quoted, so FTS5 syntax in the input (AND, OR, NOT, NEAR, *, :, ^, parentheses) is plain text and
// a query can never be malformed. Words match as prefixes ("stream" finds "streamline"), all must
// match (FTS5's implicit AND); phrases match their words in order.

export const MAX_QUERY_TOKENS = 12;

export interface ParsedSearch {
  /** The FTS5 MATCH expression, or null when the input has no word to search for. */
  match: string | null;
  /** The words searched for, lower-case, in order (phrases split into words). */
  words: string[];
}

const WORD = /[\p{L}\p{N}]+/gu;
const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []);

export function parseSearchQuery(input: string): ParsedSearch {
  const terms: string[] = [];
  const words: string[] = [];
  const add = (term: string, termWords: string[]) => {
    if (termWords.length === 0 || terms.length >= MAX_QUERY_TOKENS) return;
    terms.push(term);
    words.push(...termWords);
  };
  // Split into quoted phrases and the text between them; an unclosed quote runs to the end.
  const pieces = input.split('"');
  pieces.forEach((piece, index) => {
    const inQuotes = index % 2 === 1;
    const pieceWords = wordsOf(piece);
    if (inQuotes && pieceWords.length > 1) add(`"${pieceWords.join(' ')}"`, pieceWords);
    else for (const word of pieceWords) add(`"${word}"*`, [word]);
  });
  return { match: terms.length > 0 ? terms.join(' ') : null, words };
}
