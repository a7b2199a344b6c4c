// The workspace search's SQL per database (the index of migration 016), from one expanded query:
// every term must match in the title or the body; a word matches as a prefix, itself or one of its
// near words (typos); a phrase matches its words in order. SQLite: FTS5 MATCH with the executive's
// owner token, ranked by bm25 (title ten times the body). PostgreSQL: to_tsquery('simple') over the
// generated vector, ranked by ts_rank (title weight A ten times body B).
// As in full-text.ts, the user's words reach the database only inside one bound parameter, each one
// quoted, from letter-and-digit words, so nothing typed can change the query's structure.
import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../connection';

/** A typed word with the near words it also stands for, or a phrase. */
export type ExpandedTerm = { kind: 'word'; word: string; near: string[] } | { kind: 'phrase'; words: string[] };

/** A row of search_index as both databases return it. */
export interface SearchIndexRow {
  kind: string;
  item_id: number | string;
  title: string;
  body: string;
  item_date: string | null;
  done: number | string;
}

const COLUMNS = sql`kind, item_id, title, body, item_date, done`;

const quoteFts5 = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** FTS5 MATCH text: the executive's owner token AND every term in the title or the body. */
export function fts5WorkspaceMatch(executiveId: number, terms: readonly ExpandedTerm[]): string {
  const term = (t: ExpandedTerm) => (t.kind === 'word' ? `(${[t.word, ...t.near].map((w) => `${quoteFts5(w)}*`).join(' OR ')})` : quoteFts5(t.words.join(' ')));
  return `owner : ${quoteFts5(`e${Math.trunc(executiveId)}`)} AND {title body} : (${terms.map(term).join(' AND ')})`;
}

/** to_tsquery text: each word a quoted prefix lexeme OR-ed with its near words, phrases by <->, all AND-ed. */
export function tsWorkspaceQuery(terms: readonly ExpandedTerm[]): string {
  const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  const term = (t: ExpandedTerm) =>
    t.kind === 'word' ? `(${[t.word, ...t.near].map((w) => `${lexeme(w)}:*`).join(' | ')})` : `(${t.words.map(lexeme).join(' <-> ')})`;
  return terms.map(term).join(' & ');
}

/**
 * For a reader who does not see private items: the entries of the executive's private memory notes,
 * life events, recordings and calendar events are left out in the query itself, before the LIMIT, so
 * they neither show nor crowd out what the reader may find. The same SQL on both databases (row values).
 */
function visibleTo(executiveId: number, seesPrivate: boolean): RawBuilder<unknown> {
  if (seesPrivate) return sql``;
  const hidden = (kind: string, table: string) => sql`SELECT ${sql.lit(kind)}, id FROM ${sql.table(table)} WHERE executive_id = ${executiveId} AND private = 1`;
  return sql` AND (kind, item_id) NOT IN (${hidden('memory-note', 'memory_notes')} UNION ALL ${hidden('life-event', 'personal_events')}
    UNION ALL ${hidden('recording', 'voice_recordings')} UNION ALL ${hidden('calendar-event', 'calendar_events')})`;
}

/** The executive's best `limit` entries matching every term that the reader may see, best first by the database's own rank. */
export function workspaceCandidates(
  dialect: DialectName,
  executiveId: number,
  terms: readonly ExpandedTerm[],
  limit: number,
  seesPrivate: boolean,
): RawBuilder<SearchIndexRow> {
  const visible = visibleTo(executiveId, seesPrivate);
  if (dialect === 'sqlite') {
    // bm25 is lower for better matches; weights: owner 0 (every entry has it), title 10, body 1.
    return sql<SearchIndexRow>`SELECT ${COLUMNS} FROM search_index WHERE search_index MATCH ${fts5WorkspaceMatch(executiveId, terms)}${visible}
      ORDER BY bm25(search_index, 0.0, 10.0, 1.0) LIMIT ${limit}`;
  }
  // Weights {D, C, B, A}: the body (B) a tenth of the title (A); normalization 1 favours short fields, as bm25 does.
  return sql<SearchIndexRow>`SELECT ${COLUMNS} FROM search_index CROSS JOIN to_tsquery('simple', ${tsWorkspaceQuery(terms)}) AS q(query)
    WHERE executive_id = ${executiveId} AND search_vector @@ q.query${visible}
    ORDER BY ts_rank('{0, 0, 0.1, 1.0}'::float4[], search_vector, q.query, 1) DESC LIMIT ${limit}`;
}

/**
 * The indexed words that start with `first` and have min to max characters, with how many entries use
 * them: on PostgreSQL the executive's own (ts_stat over their entries); on SQLite the index's whole
 * vocabulary (fts5vocab has no per-executive view), which is harmless: a near word only another
 * executive uses finds nothing here, as every match is ANDed with the owner token, and near words are
 * few and closest first. Reading one first letter's range keeps fts5vocab from walking every word.
 */
export function workspaceVocabulary(
  dialect: DialectName,
  executiveId: number,
  first: string,
  min: number,
  max: number,
): RawBuilder<{ word: string; uses: number | string }> {
  // Every word starting with `first` sorts in [first, next): UTF-8 and text order follow code points.
  const next = String.fromCodePoint((first.codePointAt(0) ?? 0) + 1);
  if (dialect === 'sqlite') {
    return sql`SELECT term AS word, doc AS uses FROM search_index_vocab
      WHERE term >= ${first} AND term < ${next} AND length(term) BETWEEN ${min} AND ${max}`;
  }
  // ts_stat takes its query as text: the id is an integer, nothing else goes in.
  const entries = `SELECT search_vector FROM search_index WHERE executive_id = ${Math.trunc(executiveId)}`;
  return sql`SELECT word, ndoc AS uses FROM ts_stat(${entries}) WHERE left(word, 1) = ${first} AND length(word) BETWEEN ${min} AND ${max}`;
}
