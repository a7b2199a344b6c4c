// Full-text search over an executive's voice recordings (FTS5, migration 006): ranked by bm25 with
// the insights weighted above the transcript, newest first on a tie, paged. Each hit carries a short
// snippet of its best-matching field with the matched words marked.
import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { SnippetPart, VoiceSearchField, VoiceSearchHit } from '@provana/contracts';
import { lazyStatement } from './lazy-statement';
import { RECORDING_COLUMNS, toRecording, type RecordingRow } from './voice-recordings';

// Private-use characters as markers: they never come from the tokenizer's words.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const FIELDS: readonly VoiceSearchField[] = ['transcript', 'topIdea', 'actionSuggestion', 'personalAnchor'];
const SNIPPET_TOKENS = 16;

interface HitRow extends RecordingRow {
  s0: string;
  s1: string;
  s2: string;
  s3: string;
}

const qualified = RECORDING_COLUMNS.split(',').map((c) => `r.${c.trim()}`).join(', ');
const snippetOf = (column: number) => `snippet(voice_recordings_fts, ${column}, char(57344), char(57345), '…', ${SNIPPET_TOKENS}) AS s${column}`;

/** Splits a marked snippet into plain and matched parts. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const piece of marked.split(OPEN)) {
    const close = piece.indexOf(CLOSE);
    if (close === -1) {
      if (piece) parts.push({ text: piece, match: false });
      continue;
    }
    if (close > 0) parts.push({ text: piece.slice(0, close), match: true });
    const rest = piece.slice(close + 1).split(CLOSE).join('');
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

const matchCount = (marked: string) => marked.split(OPEN).length - 1;

export function voiceSearchRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const from = `FROM voice_recordings_fts JOIN voice_recordings r ON r.id = voice_recordings_fts.rowid
    WHERE voice_recordings_fts MATCH @match AND r.executive_id = @executiveId`;
  const page = lazyStatement<[{ match: string; executiveId: number; limit: number; offset: number }], HitRow>(
    db,
    `SELECT ${qualified}, ${[0, 1, 2, 3].map(snippetOf).join(', ')} ${from}
     ORDER BY bm25(voice_recordings_fts, 1.0, 2.0, 1.5, 1.0), r.timestamp DESC, r.id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = lazyStatement<[{ match: string; executiveId: number }], { total: number }>(db, `SELECT count(*) AS total ${from}`);

  return {
    search(executiveId: number, match: string, pageNumber: number, pageSize: number): { total: number; results: VoiceSearchHit[] } {
      const total = count().get({ match, executiveId })?.total ?? 0;
      const rows = total === 0 ? [] : page().all({ match, executiveId, limit: pageSize, offset: (pageNumber - 1) * pageSize });
      const results = rows.map((row): VoiceSearchHit => {
        const snippets = [row.s0, row.s1, row.s2, row.s3];
        // The field with the most matched words; the transcript first on a tie.
        let best = 0;
        snippets.forEach((s, i) => {
          if (matchCount(s) > matchCount(snippets[best] ?? '')) best = i;
        });
        return { recording: toRecording(row), field: FIELDS[best] ?? 'transcript', snippet: snippetParts(snippets[best] ?? '') };
      });
      return { total, results };
    },
  };
}
