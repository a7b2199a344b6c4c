// Small text helpers shared by the rule sets: sentence splitting, keyword extraction, trimming.

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could do does for from had has have i if in into is it its ' +
    "i'm it's me my of on or our so that the their them then there these they this to up was we were " +
    'what when where which who will with would you your us about just also need needs should must ' +
    'make sure get got let lets want going really very more most some any all new next today tomorrow ' +
    'week month day time than too out over under only own same such no not off once here how why'
  ).split(' '),
);

/** Splits text into trimmed sentences (., !, ? or line breaks), dropping empties. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Lower-case word tokens (letters, digits, apostrophes). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9][a-z0-9']*/g) ?? [];
}

/** Meaningful words: no stop words, at least 3 characters, crude plural folding ("goals" → "goal"). One pass, no regex. */
export function keywords(text: string): string[] {
  const out: string[] = [];
  for (const token of words(text)) {
    if (STOP_WORDS.has(token)) continue;
    const w = token.endsWith("'s") ? token.slice(0, -2) : token;
    // Contractions ("we'll", "don't") carry no topic.
    if (w.length < 3 || w.includes("'") || STOP_WORDS.has(w)) continue;
    out.push(w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
  }
  return out;
}

/** Distinct keywords shared by two texts. */
export function sharedKeywords(a: string, b: string): string[] {
  const right = new Set(keywords(b));
  return [...new Set(keywords(a))].filter((w) => right.has(w));
}

/** Whole-word (or whole-phrase) test, case-insensitive. */
export function hasWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\b${escaped}\\b`, 'i').test(text);
}

/** Upper-cases the first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Trims to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Drops trailing punctuation and surrounding whitespace. */
export function stripEndPunctuation(text: string): string {
  return text.trim().replace(/[\s.!?,;:]+$/, '');
}

/** A stable 32-bit FNV-1a hash: variety derived from input, never from randomness. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Picks one of `options` by the input's hash. */
export function pickBy<T>(seed: string, options: readonly [T, ...T[]]): T {
  return options[stableHash(seed) % options.length] ?? options[0];
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** joinList of the items shown, or "a, b, c and 4 more" when `total` exceeds them. */
export function listWithMore(shown: string[], total: number): string {
  return total > shown.length ? `${shown.join(', ')} and ${total - shown.length} more` : joinList(shown);
}

/** "1 day" / "3 days"; irregular plurals passed explicitly ("priorities"). */
export function plural(n: number, unit: string, many = `${unit}s`): string {
  return `${n} ${n === 1 ? unit : many}`;
}

/** 90 → "1h 30m", 45 → "45 min", 120 → "2h". */
export function formatMinutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}
