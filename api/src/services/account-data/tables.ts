// Which table goes into which file of an account export, and how its rows belong to the account.
// One list drives the export, the import, the "has data of its own" check and the coverage test
// (tables.test.ts), which fails when a table or column appears that is neither here, nor in
// special-tables.ts, nor left out with a reason in not-exported.ts.
import type { ExportFileName } from '@provana/contracts/export';
import type { Schema } from '../../db/schema';

export type TableName = keyof Schema;

export interface TableSpec {
  file: ExportFileName;
  table: TableName;
  /** How a row belongs to the account: its executive_id, or its direct report's (or recording's). */
  owner: 'executive' | 'report';
  /** Columns written as they are (flags and lists converted), besides `id` and the references. */
  columns: readonly string[];
  flags?: readonly string[];
  /** JSON text in the database, an array in the file. */
  lists?: readonly string[];
  /** Columns naming another row of the archive: the file whose ids they hold. */
  refs?: Readonly<Record<string, ExportFileName>>;
  /** Whether the rows carry the seed's is_sample flag (the sample workspace a new account starts with). */
  sampleFlag: boolean;
  /** Columns of this table left out of the file, and why; `importValues` gives them on import. */
  omit?: Readonly<Record<string, string>>;
  importValues?: Readonly<Record<string, unknown>>;
  /** Rows left out of the file: those where this column is set (it is in `omit`, with the reason). */
  onlyWhereUnset?: string;
}

const sample = ['is_sample'];
/** The private flag (migration 029), a boolean in the files. */
const privateFlag = ['private'];

/** In import order: a file comes after every file it refers to. */
export const TABLE_SPECS: readonly TableSpec[] = [
  {
    file: 'priorities.json',
    table: 'priorities',
    owner: 'executive',
    columns: ['task', 'description', 'urgency', 'due_date', 'completed', 'source', 'created_at', ...sample],
    flags: ['completed', ...sample],
    sampleFlag: true,
  },
  {
    file: 'calendar-events.json',
    table: 'calendar_events',
    owner: 'executive',
    columns: [
      'title',
      'start_time',
      'end_time',
      'type',
      'priority',
      'description',
      'related_goals',
      ...sample,
      'rrule',
      'exdates',
      'series_end',
      'reminder_minutes',
      ...privateFlag,
    ],
    flags: [...sample, ...privateFlag],
    lists: ['related_goals', 'exdates'],
    sampleFlag: true,
  },
  {
    file: 'calendar-event-overrides.json',
    table: 'calendar_event_overrides',
    owner: 'executive',
    columns: ['original_start', 'title', 'start_time', 'end_time'],
    refs: { event_id: 'calendar-events.json' },
    sampleFlag: false,
  },
  {
    file: 'meetings.json',
    table: 'meetings',
    owner: 'executive',
    columns: ['title', 'start_time', 'end_time', 'location', 'attendees', 'type', ...sample],
    flags: sample,
    lists: ['attendees'],
    sampleFlag: true,
  },
  {
    file: 'decisions.json',
    table: 'decisions',
    owner: 'executive',
    columns: ['title', 'description', 'impact_level', 'due_by', 'status', 'choice', 'rationale', 'decided_at', ...sample],
    flags: sample,
    sampleFlag: true,
  },
  {
    file: 'memory-notes.json',
    table: 'memory_notes',
    owner: 'executive',
    columns: ['note', 'tag', 'next_trigger', ...privateFlag],
    flags: privateFlag,
    sampleFlag: false,
  },
  {
    file: 'life-events.json',
    table: 'personal_events',
    owner: 'executive',
    columns: ['event', 'date', 'location', 'reminder_set', ...sample, ...privateFlag],
    flags: ['reminder_set', ...sample, ...privateFlag],
    sampleFlag: true,
  },
  {
    file: 'reflections.json',
    table: 'reflections',
    owner: 'executive',
    columns: [
      'week_start',
      'strategic_decisions_made',
      'delayed_decisions',
      'delegated_tasks',
      'missed_personal_event',
      'self_insight',
      ...sample,
      ...privateFlag,
    ],
    flags: ['missed_personal_event', ...sample, ...privateFlag],
    sampleFlag: true,
  },
  {
    file: 'goals.json',
    table: 'goals',
    owner: 'executive',
    columns: ['kind', 'title', 'model_alignment', 'target_date', 'status', 'tags', 'linked_to', 'sort_order', ...sample],
    flags: sample,
    lists: ['tags'],
    sampleFlag: true,
  },
  {
    file: 'voice-recordings.json',
    table: 'voice_recordings',
    owner: 'executive',
    columns: [
      'timestamp',
      'duration_seconds',
      'session_id',
      'transcript',
      'tags_input',
      'anchor',
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
      'task_created',
      ...sample,
      ...privateFlag,
    ],
    flags: ['todo_created', 'calendar_entry', 'journal', 'send_to_team', 'task_created', ...sample, ...privateFlag],
    lists: ['tag_categories'],
    sampleFlag: true,
  },
  {
    file: 'clarity-responses.json',
    table: 'clarity_responses',
    owner: 'executive',
    columns: ['transcript', 'prompt_type', 'response', 'linked_action', 'created_at'],
    refs: { created_priority_id: 'priorities.json', created_calendar_event_id: 'calendar-events.json' },
    sampleFlag: false,
  },
  {
    file: 'direct-reports.json',
    table: 'direct_reports',
    owner: 'executive',
    columns: [
      'name',
      'role',
      'start_date',
      'next_meeting',
      'last_meeting',
      'goals_linked',
      'development_focus',
      'reminder_24hr_before',
      'check_in_prompt',
      'archived_at',
      ...sample,
    ],
    flags: ['reminder_24hr_before', ...sample],
    lists: ['goals_linked'],
    sampleFlag: true,
  },
  {
    file: 'coaching-notes.json',
    table: 'coaching_notes',
    owner: 'report',
    columns: ['date', 'category', 'content', ...sample, ...privateFlag],
    flags: [...sample, ...privateFlag],
    refs: { direct_report_id: 'direct-reports.json' },
    sampleFlag: true,
  },
  {
    file: 'team-voice-logs.json',
    table: 'team_voice_logs',
    owner: 'report',
    columns: ['date', 'audio_url', 'transcription', 'tags', 'converted_to_action', ...sample],
    flags: ['converted_to_action', ...sample],
    lists: ['tags'],
    refs: { direct_report_id: 'direct-reports.json' },
    sampleFlag: true,
  },
  {
    file: 'meeting-notes.json',
    table: 'meeting_notes',
    owner: 'report',
    columns: ['meeting_at', 'content', 'created_at'],
    refs: { direct_report_id: 'direct-reports.json' },
    sampleFlag: false,
  },
  {
    file: 'talking-points.json',
    table: 'talking_points',
    owner: 'report',
    columns: ['text', 'position', 'meeting_at', 'done_at', 'done_meeting', 'created_at'],
    refs: { direct_report_id: 'direct-reports.json' },
    sampleFlag: false,
  },
  {
    file: 'team-action-items.json',
    table: 'team_action_items',
    owner: 'report',
    columns: ['text', 'owner', 'due_date', 'done', 'created_at'],
    flags: ['done'],
    refs: { direct_report_id: 'direct-reports.json', priority_id: 'priorities.json' },
    sampleFlag: false,
  },
  {
    file: 'leadership-profiles.json',
    table: 'leadership_profiles',
    owner: 'executive',
    columns: ['name', 'transformational', 'servant', 'system_syncing', 'dominant_model', 'updated_at'],
    refs: { direct_report_id: 'direct-reports.json' },
    sampleFlag: false,
  },
  {
    file: 'leadership-assessments.json',
    table: 'leadership_assessments',
    owner: 'executive',
    columns: ['taken_at', 'answers', 'transformational', 'servant', 'system_syncing', 'dominant_model'],
    sampleFlag: false,
  },
  {
    file: 'calendar-subscriptions.json',
    table: 'calendar_subscriptions',
    owner: 'executive',
    columns: ['name', 'url', 'colour', 'created_at'],
    sampleFlag: false,
    omit: {
      etag: 'sync state: the first sync after an import fetches the calendar anew',
      last_modified: 'sync state',
      last_synced_at: 'sync state',
      last_error: 'sync state',
      last_warning: 'sync state',
      next_sync_at: 'sync state: an imported subscription is due at once',
      caldav_calendar_id: 'a connected account’s calendar is shown through such a row: connect the account again after an import',
    },
    importValues: { next_sync_at: 0 },
    onlyWhereUnset: 'caldav_calendar_id',
  },
  {
    file: 'activity.json',
    table: 'activity_log',
    owner: 'executive',
    columns: ['actor_name', 'kind', 'item_type', 'item_id', 'description', 'created_at', 'via_token'],
    sampleFlag: false,
    omit: {
      actor_user_id: 'account ids are the installation’s: the name the line was written with stays',
      verb: 'says "added by" beside this installation’s items: an imported line names no account, so it attributes nothing',
    },
    importValues: { actor_user_id: null, verb: null },
  },
];
