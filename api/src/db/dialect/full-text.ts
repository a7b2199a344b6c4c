// Full-text search over voice recordings, per database, from one parsed query (lib/fts-query.ts).
// SQLite: the FTS5 table of migration 006, ranked by bm25, snippets by snippet(). PostgreSQL: the
// generated, GIN-indexed tsvector column search_vector (weights A top_idea, B action_suggestion,
// C transcript and personal_anchor), ranked by ts_rank, snippets by ts_headline. Both stem in
// English (porter / 'english'), weight the insights above the transcript, mark matched words with
// the same private-use characters and cut snippets to about 16 words.
// The user's words reach the database only as a bound parameter holding a query built here from
// letter-and-digit words, each quoted, so nothing typed can change the query's structure.
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection';
import type { ParsedSearch } from '../../lib/fts-query';

/** Snippet markers around matched words: private-use characters never come from the tokenizers' words. */
export const MATCH_OPEN = '\uE000';
export const MATCH_CLOSE = '\uE001';
const SNIPPET_WORDS = 16;

/** The pieces of a search query over `voice_recordings AS r`. */
export interface RecordingSearchSql {
  /** The FROM source: voice_recordings as r, with what the dialect's index needs. */
  from: RawBuilder<unknown>;
  /** True for the recordings that match every term. */
  matches: RawBuilder<unknown>;
  /** An ORDER BY item, best match first (callers add newest first for ties). */
  bestFirst: RawBuilder<unknown>;
  /** A marked snippet of transcript, top_idea, action_suggestion and personal_anchor, in that order. */
  snippets: readonly RawBuilder<string>[];
  /** The snippet as shown, given the marked snippet and the field's full text. */
  finishSnippet: (marked: string, text: string) => string;
}

/** FTS5 MATCH text: every token quoted (FTS5 syntax is plain text), words as prefixes, implicit AND. */
export function fts5Match(parsed: ParsedSearch): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return parsed.terms.map((t) => (t.kind === 'word' ? `${quote(t.word)}*` : quote(t.words.join(' ')))).join(' ');
}

/** to_tsquery text: every word a quoted lexeme, words as prefixes (:*), phrases joined by <->, all AND-ed. */
export function tsQueryText(parsed: ParsedSearch): string {
  // The parser keeps only letters and digits; quoting ' and \ as well keeps any future input inert.
  const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return parsed.terms.map((t) => (t.kind === 'word' ? `${lexeme(t.word)}:*` : `(${t.words.map(lexeme).join(' <-> ')})`)).join(' & ');
}

function fts5Search(parsed: ParsedSearch): RecordingSearchSql {
  const snippet = (column: number) => sql<string>`snippet(voice_recordings_fts, ${sql.lit(column)}, char(57344), char(57345), '…', ${sql.lit(SNIPPET_WORDS)})`;
  return {
    from: sql`voice_recordings_fts JOIN voice_recordings r ON r.id = voice_recordings_fts.rowid`,
    matches: sql`voice_recordings_fts MATCH ${fts5Match(parsed)}`,
    // bm25 is lower for better matches; column weights: transcript 1, top_idea 2, action_suggestion 1.5, personal_anchor 1.
    bestFirst: sql`bm25(voice_recordings_fts, 1.0, 2.0, 1.5, 1.0)`,
    snippets: [0, 1, 2, 3].map(snippet),
    finishSnippet: (marked) => marked,
  };
}

// ts_rank weights {D, C, B, A} in bm25's proportions (1 : 1.5 : 2; nothing is weighted D);
// normalization 1 divides by 1 + log(length), as bm25 favours shorter fields.
const TS_RANK_WEIGHTS = '{0, 0.5, 0.75, 1.0}';
// One fragment of at most 16 words around the best match (ShortWord=0: it may start or end on any
// word, so a short field is shown whole); a field without a match gives its first 15 words
// (MinWords), as snippet() gives the field's start.
const HEADLINE_OPTIONS = `StartSel=${MATCH_OPEN}, StopSel=${MATCH_CLOSE}, MaxWords=${SNIPPET_WORDS}, MinWords=${SNIPPET_WORDS - 1}, MaxFragments=1, ShortWord=0`;

function tsQuerySearch(parsed: ParsedSearch): RecordingSearchSql {
  const headline = (column: string) => sql<string>`ts_headline('english', ${sql.ref(`r.${column}`)}, q.query, ${HEADLINE_OPTIONS})`;
  return {
    // The query is parsed once, as a one-row source every expression reads.
    from: sql`voice_recordings r CROSS JOIN to_tsquery('english', ${tsQueryText(parsed)}) AS q(query)`,
    matches: sql`r.search_vector @@ q.query`,
    bestFirst: sql`ts_rank(${TS_RANK_WEIGHTS}::float4[], r.search_vector, q.query, 1) DESC`,
    snippets: ['transcript', 'top_idea', 'action_suggestion', 'personal_anchor'].map(headline),
    finishSnippet: withEllipses,
  };
}

const hasWord = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * ts_headline gives the words without snippet()'s ellipses and drops the punctuation after the last
 * word: put '…' where words of the field were left out, and keep what follows when only punctuation does.
 */
function withEllipses(marked: string, text: string): string {
  const plain = marked.replaceAll(MATCH_OPEN, '').replaceAll(MATCH_CLOSE, '');
  const at = plain ? text.indexOf(plain) : -1;
  if (at < 0) return marked;
  const before = text.slice(0, at);
  const after = text.slice(at + plain.length);
  return `${hasWord(before) ? '…' : ''}${marked}${hasWord(after) ? '…' : after.trimEnd()}`;
}

export function recordingSearch(dialect: DialectName, parsed: ParsedSearch): RecordingSearchSql {
  return dialect === 'sqlite' ? fts5Search(parsed) : tsQuerySearch(parsed);
}
