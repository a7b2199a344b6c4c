// Voice search: an FTS5 index over each recording's transcript and insights. External
// content (the text stays only in voice_recordings); triggers keep the index in step with inserts,
// updates and deletes; 'rebuild' indexes the recordings that already exist. The porter stemmer
// lets "decide" find "decided" and "decisions".
export const migration006 = `
CREATE VIRTUAL TABLE voice_recordings_fts USING fts5(
  transcript, top_idea, action_suggestion, personal_anchor,
  content = 'voice_recordings', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2'
);
INSERT INTO voice_recordings_fts (voice_recordings_fts) VALUES ('rebuild');

CREATE TRIGGER voice_recordings_fts_insert AFTER INSERT ON voice_recordings BEGIN
  INSERT INTO voice_recordings_fts (rowid, transcript, top_idea, action_suggestion, personal_anchor)
  VALUES (new.id, new.transcript, new.top_idea, new.action_suggestion, new.personal_anchor);
END;
CREATE TRIGGER voice_recordings_fts_delete AFTER DELETE ON voice_recordings BEGIN
  INSERT INTO voice_recordings_fts (voice_recordings_fts, rowid, transcript, top_idea, action_suggestion, personal_anchor)
  VALUES ('delete', old.id, old.transcript, old.top_idea, old.action_suggestion, old.personal_anchor);
END;
CREATE TRIGGER voice_recordings_fts_update AFTER UPDATE OF transcript, top_idea, action_suggestion, personal_anchor ON voice_recordings BEGIN
  INSERT INTO voice_recordings_fts (voice_recordings_fts, rowid, transcript, top_idea, action_suggestion, personal_anchor)
  VALUES ('delete', old.id, old.transcript, old.top_idea, old.action_suggestion, old.personal_anchor);
  INSERT INTO voice_recordings_fts (rowid, transcript, top_idea, action_suggestion, personal_anchor)
  VALUES (new.id, new.transcript, new.top_idea, new.action_suggestion, new.personal_anchor);
END;
`;
