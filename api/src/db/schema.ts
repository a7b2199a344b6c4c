// The database schema as Kysely sees it, the same on SQLite and PostgreSQL (see migrations/).
// Dates are wall-clock text ('YYYY-MM-DD' / 'YYYY-MM-DDTHH:MM:SS'), lists JSON text, flags 0/1
// integers and instants epoch milliseconds, so every query reads and writes the same values on both.
import type { Generated } from 'kysely';

type Id = Generated<number>;
type Flag = number;

export interface UsersTable {
  id: Id;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  password_salt: string;
  failed_login_count: Generated<number>;
  locked_until: number | null;
  created_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  persistent: Flag;
  created_at: number;
  expires_at: number;
}

export interface ExecutivesTable {
  id: Id;
  user_id: number;
  name: string;
  title: string;
  seeded_on: string;
  sample_anchor_date: string | null;
  time_zone: Generated<string>;
}

export interface PrioritiesTable {
  id: Id;
  executive_id: number;
  task: string;
  description: string;
  urgency: 'high' | 'medium' | 'low';
  due_date: string | null;
  completed: Generated<Flag>;
  source: Generated<string>;
  created_at: string;
  is_sample: Generated<Flag>;
}

export interface CalendarEventsTable {
  id: Id;
  executive_id: number;
  title: string;
  start_time: string;
  end_time: string;
  type: string;
  priority: string;
  description: string;
  related_goals: Generated<string>;
  is_sample: Generated<Flag>;
}

export interface MeetingsTable {
  id: Id;
  executive_id: number;
  title: string;
  start_time: string;
  end_time: string;
  location: string;
  attendees: Generated<string>;
  type: string;
  is_sample: Generated<Flag>;
}

export interface DecisionsTable {
  id: Id;
  executive_id: number;
  title: string;
  description: string;
  impact_level: string;
  due_by: string;
  is_sample: Generated<Flag>;
  status: Generated<'pending' | 'decided'>;
  choice: string | null;
  rationale: string | null;
  decided_at: string | null;
}

export interface MemoryNotesTable {
  id: Id;
  executive_id: number;
  note: string;
  tag: string;
  next_trigger: string;
}

export interface PersonalEventsTable {
  id: Id;
  executive_id: number;
  event: string;
  date: string;
  location: string;
  reminder_set: Flag;
  is_sample: Generated<Flag>;
}

export interface ReflectionsTable {
  id: Id;
  executive_id: number;
  week_start: string;
  strategic_decisions_made: number;
  delayed_decisions: number;
  delegated_tasks: number;
  missed_personal_event: Flag;
  self_insight: string;
  is_sample: Generated<Flag>;
}

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
}

export interface VoiceAudioTable {
  recording_id: number;
  content_type: string;
  size: number;
  data: Buffer;
  uploaded_at: string;
}

export interface GoalsTable {
  id: Id;
  executive_id: number;
  kind: 'mission' | 'quarterly' | 'micro_win';
  title: string;
  model_alignment: string;
  target_date: string;
  status: string;
  tags: Generated<string>;
  linked_to: string | null;
  sort_order: Generated<number>;
  is_sample: Generated<Flag>;
}

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

export interface LeadershipModelsTable {
  model_id: string;
  name: string;
  definition: string;
  strengths: string;
  growth_edges: string;
  tagline_prompt: string;
  sort_order: number;
}

export interface LeadershipLessonsTable {
  id: Id;
  model_id: string;
  title: string;
  type: 'article' | 'audio' | 'video' | 'worksheet' | 'interactive';
  duration_minutes: number;
  url: string;
  sort_order: number;
}

export interface LeadershipActionItemsTable {
  id: Id;
  model_id: string;
  title: string;
  priority: 'high' | 'medium' | 'low';
  sort_order: number;
}

export interface LeadershipProfilesTable {
  id: Id;
  executive_id: number;
  direct_report_id: number | null;
  name: string;
  transformational: number;
  servant: number;
  system_syncing: number;
  dominant_model: string;
  updated_at: string;
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

export interface RateLimitsTable {
  bucket: string;
  client: string;
  count: number;
  reset_at: number;
}

export interface MeetingNotesTable {
  id: Id;
  direct_report_id: number;
  meeting_at: string;
  content: string;
  created_at: string;
}

export interface LeadershipAssessmentsTable {
  id: Id;
  executive_id: number;
  taken_at: string;
  answers: string;
  transformational: number;
  servant: number;
  system_syncing: number;
  dominant_model: string;
}

export interface LeadershipLessonProgressTable {
  executive_id: number;
  lesson_id: number;
  done_at: string;
}

export interface LeadershipActionTasksTable {
  executive_id: number;
  action_item_id: number;
  priority_id: number;
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

export interface CalendarFeedsTable {
  id: Id;
  executive_id: number;
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
}

/** Every table, by name. */
export interface Schema {
  users: UsersTable;
  sessions: SessionsTable;
  executives: ExecutivesTable;
  priorities: PrioritiesTable;
  calendar_events: CalendarEventsTable;
  meetings: MeetingsTable;
  decisions: DecisionsTable;
  memory_notes: MemoryNotesTable;
  personal_events: PersonalEventsTable;
  reflections: ReflectionsTable;
  voice_recordings: VoiceRecordingsTable;
  voice_audio: VoiceAudioTable;
  goals: GoalsTable;
  direct_reports: DirectReportsTable;
  coaching_notes: CoachingNotesTable;
  team_voice_logs: TeamVoiceLogsTable;
  leadership_models: LeadershipModelsTable;
  leadership_lessons: LeadershipLessonsTable;
  leadership_action_items: LeadershipActionItemsTable;
  leadership_profiles: LeadershipProfilesTable;
  clarity_responses: ClarityResponsesTable;
  rate_limits: RateLimitsTable;
  meeting_notes: MeetingNotesTable;
  leadership_assessments: LeadershipAssessmentsTable;
  leadership_lesson_progress: LeadershipLessonProgressTable;
  leadership_action_tasks: LeadershipActionTasksTable;
  talking_points: TalkingPointsTable;
  team_action_items: TeamActionItemsTable;
  calendar_feeds: CalendarFeedsTable;
}

/** Tables in an order that respects foreign keys (parents first): copying, counting, clearing. */
export const TABLES_IN_ORDER: readonly (keyof Schema)[] = [
  'users', 'sessions', 'executives', 'leadership_models', 'leadership_lessons', 'leadership_action_items',
  'priorities', 'calendar_events', 'meetings', 'decisions', 'memory_notes', 'personal_events', 'reflections',
  'voice_recordings', 'voice_audio', 'goals', 'direct_reports', 'coaching_notes', 'team_voice_logs',
  'leadership_profiles', 'clarity_responses', 'rate_limits', 'meeting_notes', 'leadership_assessments',
  'leadership_lesson_progress', 'leadership_action_tasks', 'talking_points', 'team_action_items', 'calendar_feeds',
];
