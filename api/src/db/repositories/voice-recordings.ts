import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { VoiceActions, VoiceInsights, VoiceRecording, VoiceTags } from '@provana/contracts';
import { parseList, toJson } from './json';

export interface RecordingRow {
  id: number;
  timestamp: string;
  duration_seconds: number;
  session_id: string;
  transcript: string;
  audio_file_url: string | null;
  top_idea: string;
  action_suggestion: string;
  personal_anchor: string;
  todo_created: number;
  calendar_entry: number;
  journal: number;
  send_to_team: number;
  tag_project: string | null;
  tag_core_value: string | null;
  tag_categories: string;
  tag_due_date: string | null;
}

export const toRecording = (r: RecordingRow): VoiceRecording => ({
  id: r.id,
  timestamp: r.timestamp,
  durationSeconds: r.duration_seconds,
  sessionId: r.session_id,
  transcript: r.transcript,
  audioFileUrl: r.audio_file_url,
  insights: { topIdea: r.top_idea, actionSuggestion: r.action_suggestion, personalAnchor: r.personal_anchor },
  actions: { todoCreated: r.todo_created === 1, calendarEntry: r.calendar_entry === 1, journal: r.journal === 1, sendToTeam: r.send_to_team === 1 },
  tags: { project: r.tag_project, coreValue: r.tag_core_value, category: parseList(r.tag_categories), dueDate: r.tag_due_date },
});

export interface NewRecording {
  executiveId: number;
  timestamp: string;
  durationSeconds: number;
  sessionId: string;
  transcript: string;
  tagsInput: string;
  anchor: string;
  insights: VoiceInsights;
  actions: VoiceActions;
  tags: VoiceTags;
}

export const RECORDING_COLUMNS = `id, timestamp, duration_seconds, session_id, transcript, audio_file_url, top_idea, action_suggestion, personal_anchor,
  todo_created, calendar_entry, journal, send_to_team, tag_project, tag_core_value, tag_categories, tag_due_date`;

export function voiceRecordingsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const list = db.prepare<[number], RecordingRow>(`SELECT ${RECORDING_COLUMNS} FROM voice_recordings WHERE executive_id = ? ORDER BY timestamp DESC, id DESC`);
  const byId = db.prepare<[number, number], RecordingRow>(`SELECT ${RECORDING_COLUMNS} FROM voice_recordings WHERE executive_id = ? AND id = ?`);
  const insert = db.prepare(
    `INSERT INTO voice_recordings (executive_id, timestamp, duration_seconds, session_id, transcript, tags_input, anchor,
       top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team,
       tag_project, tag_core_value, tag_categories, tag_due_date)
     VALUES (@executiveId, @timestamp, @durationSeconds, @sessionId, @transcript, @tagsInput, @anchor,
       @topIdea, @actionSuggestion, @personalAnchor, @todoCreated, @calendarEntry, @journal, @sendToTeam,
       @project, @coreValue, @categories, @dueDate)`,
  );
  const setAudioUrl = db.prepare('UPDATE voice_recordings SET audio_file_url = ? WHERE executive_id = ? AND id = ?');
  // Its audio goes with it (voice_audio cascades), and the search index by trigger.
  const remove = db.prepare<[number, number]>('DELETE FROM voice_recordings WHERE executive_id = ? AND id = ?');
  return {
    /** Latest first. */
    list: (executiveId: number) => list.all(executiveId).map(toRecording),
    get: (executiveId: number, id: number) => {
      const row = byId.get(executiveId, id);
      return row ? toRecording(row) : undefined;
    },
    create: (r: NewRecording) =>
      Number(
        insert.run({
          executiveId: r.executiveId,
          timestamp: r.timestamp,
          durationSeconds: r.durationSeconds,
          sessionId: r.sessionId,
          transcript: r.transcript,
          tagsInput: r.tagsInput,
          anchor: r.anchor,
          ...r.insights,
          todoCreated: r.actions.todoCreated ? 1 : 0,
          calendarEntry: r.actions.calendarEntry ? 1 : 0,
          journal: r.actions.journal ? 1 : 0,
          sendToTeam: r.actions.sendToTeam ? 1 : 0,
          project: r.tags.project,
          coreValue: r.tags.coreValue,
          categories: toJson(r.tags.category),
          dueDate: r.tags.dueDate,
        }).lastInsertRowid,
      ),
    setAudioUrl: (executiveId: number, id: number, url: string | null) => {
      setAudioUrl.run(url, executiveId, id);
    },
    /** False when the executive has no such recording. */
    remove: (executiveId: number, id: number) => remove.run(executiveId, id).changes > 0,
  };
}
