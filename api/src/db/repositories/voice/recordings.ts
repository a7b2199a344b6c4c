// An executive's voice recordings: the transcript, the engine's analysis (insights, actions, tags)
// and the URL of the audio once uploaded.
import type { VoiceActions, VoiceInsights, VoiceRecording, VoiceTags } from '@provana/contracts';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';

/** The columns a recording is read from (never search_vector, PostgreSQL's generated search column). */
export const RECORDING_COLUMNS = [
  'id', 'timestamp', 'duration_seconds', 'session_id', 'transcript', 'audio_file_url', 'top_idea', 'action_suggestion', 'personal_anchor',
  'todo_created', 'calendar_entry', 'journal', 'send_to_team', 'tag_project', 'tag_core_value', 'tag_categories', 'tag_due_date',
] as const;

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

const flag = (value: boolean) => (value ? 1 : 0);

export function voiceRecordingsRepository({ db }: Conn) {
  const own = (executiveId: number) => db.selectFrom('voice_recordings').select(RECORDING_COLUMNS).where('executive_id', '=', executiveId);
  return {
    /** Latest first. */
    list: async (executiveId: number): Promise<VoiceRecording[]> =>
      (await own(executiveId).orderBy('timestamp', 'desc').orderBy('id', 'desc').execute()).map(toRecording),
    get: async (executiveId: number, id: number): Promise<VoiceRecording | undefined> => {
      const row = await own(executiveId).where('id', '=', id).executeTakeFirst();
      return row ? toRecording(row) : undefined;
    },
    create: async (r: NewRecording): Promise<number> => {
      const row = await db
        .insertInto('voice_recordings')
        .values({
          executive_id: r.executiveId,
          timestamp: r.timestamp,
          duration_seconds: r.durationSeconds,
          session_id: r.sessionId,
          transcript: r.transcript,
          tags_input: r.tagsInput,
          anchor: r.anchor,
          top_idea: r.insights.topIdea,
          action_suggestion: r.insights.actionSuggestion,
          personal_anchor: r.insights.personalAnchor,
          todo_created: flag(r.actions.todoCreated),
          calendar_entry: flag(r.actions.calendarEntry),
          journal: flag(r.actions.journal),
          send_to_team: flag(r.actions.sendToTeam),
          tag_project: r.tags.project,
          tag_core_value: r.tags.coreValue,
          tag_categories: toJson(r.tags.category),
          tag_due_date: r.tags.dueDate,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** Fills in a transcript the speech server produced, only while the recording still has none (an edit wins). */
    setTranscriptIfEmpty: async (executiveId: number, id: number, transcript: string): Promise<void> => {
      await db.updateTable('voice_recordings').set({ transcript }).where('executive_id', '=', executiveId).where('id', '=', id).where('transcript', '=', '').execute();
    },
    setAudioUrl: async (executiveId: number, id: number, url: string | null): Promise<void> => {
      await db.updateTable('voice_recordings').set({ audio_file_url: url }).where('executive_id', '=', executiveId).where('id', '=', id).execute();
    },
    /**
     * False when the executive has no such recording. Its audio goes with it (voice_audio cascades),
     * and its search entry (FTS5 by trigger on SQLite; on PostgreSQL the search column is in the row).
     */
    remove: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db.deleteFrom('voice_recordings').where('executive_id', '=', executiveId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
