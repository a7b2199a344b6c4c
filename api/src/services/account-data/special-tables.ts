// Tables an export carries other than as a file of rows with ids (see TABLE_SPECS in tables.ts): link
// tables, the account's single rows (account.json, settings.json) and the audio files.
import type { ExportFileName } from '@provana/contracts/export';
import type { TableName } from './tables';

/** Tables kept as a file of their own whose rows have no id (see content-links.ts). */
export const LINK_TABLES = {
  'lesson-progress.json': 'leadership_lesson_progress',
  'leadership-action-tasks.json': 'leadership_action_tasks',
} as const satisfies Partial<Record<ExportFileName, TableName>>;

/** account.json and settings.json hold the rest of the account's own tables. */
export const SINGLE_ROW_TABLES: readonly TableName[] = ['executives', 'users', 'assistant_settings'];
/** voice_audio: the files under audio/, described by voice-recordings.json's `audio`. */
export const AUDIO_TABLE: TableName = 'voice_audio';

/** The columns of users and executives that account.json and settings.json carry. */
export const ACCOUNT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ['email', 'name', 'first_name', 'last_name', 'created_at'],
  executives: ['name', 'title', 'time_zone', 'seeded_on', 'sample_anchor_date', 'theme'],
  assistant_settings: ['use_model', 'transcribe_on_server', 'updated_at'],
  leadership_lesson_progress: ['lesson_id', 'done_at'],
  leadership_action_tasks: ['action_item_id', 'priority_id'],
  voice_audio: ['recording_id', 'content_type', 'size', 'data', 'uploaded_at'],
};
