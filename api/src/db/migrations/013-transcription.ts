// Server speech-to-text, on both databases:
// - voice_recordings.transcription_status: 'none' (typed or the browser's transcript, or edited),
//   'pending' (created empty, waiting for its audio), 'done' (the speech server's), 'failed'.
//   Recordings stored empty before it were never transcribed: failed, so they can be retried.
// - voice_recordings.task_created: the recording has created its requested task, so a later analysis
//   (after transcription or an edit) never creates a second one. The creation path's analysis set
//   todo_created exactly when it created one.
// - assistant_settings.transcribe_on_server: the executive's opt-in; no audio leaves without it.
export const migration013 = `
ALTER TABLE voice_recordings ADD COLUMN transcription_status TEXT NOT NULL DEFAULT 'none' CHECK (transcription_status IN ('none', 'pending', 'done', 'failed'));
ALTER TABLE voice_recordings ADD COLUMN task_created INTEGER NOT NULL DEFAULT 0;
UPDATE voice_recordings SET transcription_status = 'failed' WHERE transcript = '';
UPDATE voice_recordings SET task_created = todo_created;
ALTER TABLE assistant_settings ADD COLUMN transcribe_on_server INTEGER NOT NULL DEFAULT 0;
`;
