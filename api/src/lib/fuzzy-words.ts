// Typo tolerance for the workspace search: each typed word is compared with the words the executive's
// data holds (the index's vocabulary) and stands for the near ones too: one edit for words of 4 to 7
// letters, two for longer ones, none below 4 (too many short words are one edit apart). An edit is an
// insertion, a deletion, a substitution or two neighbours swapped ("stratgy" and "startegy" both find
// "strategy"), never in the first letter: people rarely miss it, and it lets the database read only the
// words under that letter (as Lucene's fuzzy prefix length 1). Each expansion is then matched as a
// prefix, like the typed word itself.

/** Near words kept per typed word, closest first, so a query stays small. */
export const MAX_EXPANSIONS = 8;

/** How many edits a word of this length may be away from an indexed one. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 4) return 0;
  return length <= 7 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), or max + 1 as soon as it is
 * known to exceed max: cheap enough to run over a whole vocabulary.
 */
export function editDistance(a: string, b: string, max: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[t.length] ?? max + 1;
}

/** The length range of vocabulary words that can be near a typed word (for the database to filter). */
export function candidateLengths(word: string): { min: number; max: number } | null {
  const edits = allowedEdits(word);
  if (edits === 0) return null;
  const length = [...word].length;
  return { min: length - edits, max: length + edits };
}

/** The first letter, which a near word shares. */
export const firstLetter = (word: string) => String.fromCodePoint(word.codePointAt(0) ?? 0);

/**
 * The vocabulary words within the allowed edits of `word` (the first letter the same) that its prefix
 * match does not already find, closest first (then the most used), at most MAX_EXPANSIONS.
 */
export function nearWords(word: string, vocabulary: readonly { word: string; uses: number }[]): string[] {
  const edits = allowedEdits(word);
  if (edits === 0) return [];
  const first = firstLetter(word);
  return vocabulary
    .filter((v) => v.word.startsWith(first) && !v.word.startsWith(word))
    .map((v) => ({ ...v, distance: editDistance(word, v.word, edits) }))
    .filter((v) => v.distance <= edits)
    .sort((x, y) => x.distance - y.distance || y.uses - x.uses || (x.word < y.word ? -1 : 1))
    .slice(0, MAX_EXPANSIONS)
    .map((v) => v.word);
}
