// An executive's voice recordings: the transcript, the engine's analysis (insights, actions, tags)
// and the URL of the audio once uploaded.
import {
  RecordingTranscriptionSchema,
  type RecordingTranscription,
  type VoiceActions,
  type VoiceInsights,
  type VoiceRecording,
  type VoiceTags,
} from '@provana/contracts';
import type { Selectable } from 'kysely';
import type { VoiceRecordingsTable } from '../../schema';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';
import { privateFlag, privateMark, setItemPrivate } from '../private-flag';

/** The columns a recording is read from (never search_vector, PostgreSQL's generated search column). */
export const RECORDING_COLUMNS = [
  'id',
  'timestamp',
  'duration_seconds',
  'session_id',
  'transcript',
  'audio_file_url',
  'top_idea',
  'action_suggestion',
  'personal_anchor',
  'todo_created',
  'calendar_entry',
  'journal',
  'send_to_team',
  'tag_project',
  'tag_core_value',
  'tag_categories',
  'tag_due_date',
  'transcription_status',
  'private',
] as const;

/** What a recording is read as (its columns' types come from the schema). */
export type RecordingRow = Pick<Selectable<VoiceRecordingsTable>, (typeof RECORDING_COLUMNS)[number]>;

/** An unknown stored value (never written by this code) reads as a typed transcript. */
const transcriptionOf = (value: string): RecordingTranscription => RecordingTranscriptionSchema.catch('none').parse(value);

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
  transcriptionStatus: transcriptionOf(r.transcription_status),
  ...privateMark(r.private),
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
  /** 'pending' when stored empty for the server to transcribe; 'none' (the default) otherwise. */
  transcriptionStatus?: RecordingTranscription;
  /** The creation created the requested task (default: as todo_created says, as migration 013 filled it). */
  taskCreated?: boolean;
  private?: boolean;
}

/** What an analysis reads besides the transcript: the tags and anchor typed with it, and whether its task exists. */
export interface AnalysisInput {
  transcript: string;
  tagsInput: string;
  anchor: string;
  taskCreated: boolean;
}

/** A new analysis of a recording's transcript. */
export interface Reanalysis {
  insights: VoiceInsights;
  actions: VoiceActions;
  tags: VoiceTags;
}

const flag = (value: boolean) => (value ? 1 : 0);

export function voiceRecordingsRepository({ db }: Conn) {
  const own = (executiveId: number, seesPrivate: boolean) =>
    db
      .selectFrom('voice_recordings')
      .select(RECORDING_COLUMNS)
      .where('executive_id', '=', executiveId)
      .$if(!seesPrivate, (qb) => qb.where('private', '=', 0));
  return {
    /** The recordings the reader may see, latest first. */
    list: async (executiveId: number, seesPrivate: boolean): Promise<VoiceRecording[]> =>
      (await own(executiveId, seesPrivate).orderBy('timestamp', 'desc').orderBy('id', 'desc').execute()).map(toRecording),
    /** One recording, or undefined when the executive has none such or it is private to the reader. */
    get: async (executiveId: number, id: number, seesPrivate: boolean): Promise<VoiceRecording | undefined> => {
      const row = await own(executiveId, seesPrivate).where('id', '=', id).executeTakeFirst();
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
          transcription_status: r.transcriptionStatus ?? 'none',
          task_created: flag(r.taskCreated ?? r.actions.todoCreated),
          private: privateFlag(r.private),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    analysisInput: async (executiveId: number, id: number): Promise<AnalysisInput | undefined> => {
      const row = await db
        .selectFrom('voice_recordings')
        .select(['transcript', 'tags_input', 'anchor', 'task_created'])
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { transcript: row.transcript, tagsInput: row.tags_input, anchor: row.anchor, taskCreated: row.task_created === 1 } : undefined;
    },
    /**
     * Fills in a transcript the speech server produced, only while the recording still has none (an
     * edit wins). False when it had one by then.
     */
    setTranscriptIfEmpty: async (executiveId: number, id: number, transcript: string): Promise<boolean> => {
      const result = await db
        .updateTable('voice_recordings')
        .set({ transcript, transcription_status: 'done' })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .where('transcript', '=', '')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The executive's own transcript: it replaces whatever was there, and no transcription is awaited any more. */
    setTranscript: async (executiveId: number, id: number, transcript: string): Promise<boolean> => {
      const result = await db
        .updateTable('voice_recordings')
        .set({ transcript, transcription_status: 'none' })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Marks a transcription that could not happen, unless a transcript arrived meanwhile. */
    setTranscriptionFailed: async (executiveId: number, id: number): Promise<void> => {
      await db
        .updateTable('voice_recordings')
        .set({ transcription_status: 'failed' })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .where('transcript', '=', '')
        .execute();
    },
    /**
     * Claims the recording's one requested task: true for exactly one caller (a conditional update, atomic
     * on both databases, so two analyses at once cannot both create it).
     */
    claimTask: async (executiveId: number, id: number): Promise<boolean> => {
      const result = await db
        .updateTable('voice_recordings')
        .set({ task_created: 1 })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .where('task_created', '=', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Stores a new analysis (insights, actions, tags) of `transcript`, only while it is still the
     * recording's transcript (false otherwise). The search index follows (FTS5 trigger / generated tsvector).
     */
    saveAnalysis: async (executiveId: number, id: number, transcript: string, a: Reanalysis): Promise<boolean> => {
      const result = await db
        .updateTable('voice_recordings')
        .set({
          top_idea: a.insights.topIdea,
          action_suggestion: a.insights.actionSuggestion,
          personal_anchor: a.insights.personalAnchor,
          todo_created: flag(a.actions.todoCreated),
          calendar_entry: flag(a.actions.calendarEntry),
          journal: flag(a.actions.journal),
          send_to_team: flag(a.actions.sendToTeam),
          tag_project: a.tags.project,
          tag_core_value: a.tags.coreValue,
          tag_categories: toJson(a.tags.category),
          tag_due_date: a.tags.dueDate,
        })
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .where('transcript', '=', transcript)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    setAudioUrl: async (executiveId: number, id: number, url: string | null): Promise<void> => {
      await db.updateTable('voice_recordings').set({ audio_file_url: url }).where('executive_id', '=', executiveId).where('id', '=', id).execute();
    },
    /**
     * False when the executive has no such recording. Its audio goes with it (voice_audio cascades),
     * and its search entry (FTS5 by trigger on SQLite; on PostgreSQL the search column is in the row).
     */
    remove: async (executiveId: number, id: number, seesPrivate: boolean): Promise<boolean> => {
      const result = await db
        .deleteFrom('voice_recordings')
        .where('executive_id', '=', executiveId)
        .where('id', '=', id)
        .$if(!seesPrivate, (qb) => qb.where('private', '=', 0))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Marks a recording the reader may see private or not; false when there is none such. */
    setPrivate: (executiveId: number, id: number, isPrivate: boolean, seesPrivate: boolean): Promise<boolean> =>
      setItemPrivate(db, 'voice_recordings', executiveId, id, isPrivate, seesPrivate),
  };
}
