// Full-text search over an executive's voice recordings (migration 006; the SQL per database in
// dialect/full-text.ts): ranked with the insights weighted above the transcript, newest first on a
// tie, paged. Each hit carries a short snippet of its best-matching field with the matched words marked.
import { sql } from 'kysely';
import type { SnippetPart, VoiceSearchField, VoiceSearchHit } from '@provana/contracts';
import type { Conn } from '../conn';
import type { ParsedSearch } from '../../../lib/fts-query';
import { MATCH_CLOSE, MATCH_OPEN, recordingSearch } from '../../dialect/full-text';
import { RECORDING_COLUMNS, toRecording, type RecordingRow } from './recordings';

/** The searched fields, in the order of the dialect's snippets. */
const FIELDS = [
  ['transcript', 'transcript'],
  ['topIdea', 'top_idea'],
  ['actionSuggestion', 'action_suggestion'],
  ['personalAnchor', 'personal_anchor'],
] as const satisfies readonly (readonly [VoiceSearchField, keyof RecordingRow])[];

type HitRow = RecordingRow & { s0: string; s1: string; s2: string; s3: string };

/** Splits a marked snippet into plain and matched parts. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of marked.split(MATCH_OPEN)) {
    const close = piece.indexOf(MATCH_CLOSE);
    if (close === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    if (close > 0) parts.push({ text: piece.slice(0, close), match: true });
    const rest = piece
      .slice(close + 1)
      .split(MATCH_CLOSE)
      .join('');
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

const matchCount = (marked: string) => marked.split(MATCH_OPEN).length - 1;

export function voiceSearchRepository({ db, dialect }: Conn) {
  const columns = sql.join(RECORDING_COLUMNS.map((c) => sql.ref(`r.${c}`)));
  return {
    /** A page of the executive's recordings (those the reader may see) that match every term; none when there is no term. */
    async search(
      executiveId: number,
      query: ParsedSearch,
      pageNumber: number,
      pageSize: number,
      seesPrivate: boolean,
    ): Promise<{ total: number; results: VoiceSearchHit[] }> {
      if (query.terms.length === 0) return { total: 0, results: [] };
      const s = recordingSearch(dialect, query);
      const where = seesPrivate
        ? sql`${s.matches} AND r.executive_id = ${executiveId}`
        : sql`${s.matches} AND r.executive_id = ${executiveId} AND r.private = 0`;
      const counted = await sql<{ total: number }>`SELECT count(*) AS total FROM ${s.from} WHERE ${where}`.execute(db);
      const total = Number(counted.rows[0]?.total ?? 0);
      if (total === 0) return { total, results: [] };
      const snippets = sql.join(s.snippets.map((snippet, i) => sql`${snippet} AS ${sql.ref(`s${i}`)}`));
      const { rows } = await sql<HitRow>`SELECT ${columns}, ${snippets} FROM ${s.from} WHERE ${where}
        ORDER BY ${s.bestFirst}, r.timestamp DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(pageNumber - 1) * pageSize}`.execute(db);
      const results = rows.map((row): VoiceSearchHit => {
        const marked = [row.s0, row.s1, row.s2, row.s3];
        // The field with the most matched words; the transcript first on a tie.
        let best = 0;
        marked.forEach((m, i) => {
          if (matchCount(m) > matchCount(marked[best] ?? '')) best = i;
        });
        const [field, column] = FIELDS[best] ?? FIELDS[0];
        return { recording: toRecording(row), field, snippet: snippetParts(s.finishSnippet(marked[best] ?? '', row[column])) };
      });
      return { total, results };
    },
  };
}
