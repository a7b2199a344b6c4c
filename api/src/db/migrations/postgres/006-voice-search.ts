// PostgreSQL form of ../006-voice-search.ts: a generated tsvector column with a GIN index instead of
// FTS5. The insights carry more weight than the transcript (A: key idea, B: suggested action,
// C: transcript and personal anchor), as bm25's column weights do on SQLite; the english
// configuration stems as FTS5's porter tokenizer does ("decide" finds "decided").
export const migration006Postgres = `
ALTER TABLE voice_recordings ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', top_idea), 'A') ||
  setweight(to_tsvector('english', action_suggestion), 'B') ||
  setweight(to_tsvector('english', transcript), 'C') ||
  setweight(to_tsvector('english', personal_anchor), 'C')
) STORED;
CREATE INDEX voice_recordings_search ON voice_recordings USING GIN (search_vector);
`;
