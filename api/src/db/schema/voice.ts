// Voice recordings, their audio and the clarity answers.
import type { Generated } from 'kysely';
import type { Id, Flag } from './columns';

export interface VoiceRecordingsTable {
  id: Id;
  executive_id: number;
  timestamp: string;
  duration_seconds: number;
  session_id: string;
  transcript: string;
  tags_input: string;
  anchor: string;
  audio_file_url: string | null;
  top_idea: string;
  action_suggestion: string;
  personal_anchor: string;
  todo_created: Flag;
  calendar_entry: Flag;
  journal: Flag;
  send_to_team: Flag;
  tag_project: string | null;
  tag_core_value: string | null;
  tag_categories: Generated<string>;
  tag_due_date: string | null;
  is_sample: Generated<Flag>;
  /** Migration 013: none | pending | done | failed (TranscriptStatus). */
  transcription_status: Generated<string>;
  /** Migration 013: the recording has created its requested task (at most one, ever). */
  task_created: Generated<Flag>;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

export interface VoiceAudioTable {
  recording_id: number;
  content_type: string;
  size: number;
  data: Buffer;
  uploaded_at: string;
}

export interface ClarityResponsesTable {
  id: Id;
  executive_id: number;
  transcript: string;
  prompt_type: string;
  response: string;
  linked_action: string;
  created_priority_id: number | null;
  created_calendar_event_id: number | null;
  created_at: string;
}
