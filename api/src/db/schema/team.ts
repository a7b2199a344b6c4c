// Direct reports and everything kept about them.
import type { Generated } from 'kysely';
import type { Id, Flag } from './columns';

export interface DirectReportsTable {
  id: Id;
  executive_id: number;
  name: string;
  role: string;
  start_date: string;
  next_meeting: string | null;
  last_meeting: string | null;
  goals_linked: Generated<string>;
  development_focus: string;
  reminder_24hr_before: Flag;
  check_in_prompt: string;
  is_sample: Generated<Flag>;
  archived_at: string | null;
}

export interface CoachingNotesTable {
  id: Id;
  direct_report_id: number;
  date: string;
  category: 'Coaching' | 'Feedback' | 'Performance' | 'Development';
  content: string;
  is_sample: Generated<Flag>;
  /** Migration 029: hidden from a request that does not see private items. */
  private: Generated<Flag>;
}

export interface TeamVoiceLogsTable {
  id: Id;
  direct_report_id: number;
  date: string;
  audio_url: string | null;
  transcription: string;
  tags: Generated<string>;
  converted_to_action: Generated<Flag>;
  is_sample: Generated<Flag>;
}

export interface MeetingNotesTable {
  id: Id;
  direct_report_id: number;
  meeting_at: string;
  content: string;
  created_at: string;
}

export interface TalkingPointsTable {
  id: Id;
  direct_report_id: number;
  text: string;
  position: number;
  meeting_at: string | null;
  done_at: string | null;
  done_meeting: string | null;
  created_at: string;
}

export interface TeamActionItemsTable {
  id: Id;
  direct_report_id: number;
  text: string;
  owner: 'me' | 'report';
  due_date: string;
  done: Generated<Flag>;
  priority_id: number | null;
  created_at: string;
}
