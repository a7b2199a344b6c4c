// Initial schema: accounts, the executive workspace and every entity of the spec's section 3.
// Dates are local wall-clock text ('YYYY-MM-DD' / 'YYYY-MM-DDTHH:MM:SS'); lists are JSON text.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration001For = (t: ColumnTypes) => `
CREATE TABLE users (
  id ${t.id},
  email TEXT NOT NULL ${t.uniqueNoCase},
  name TEXT NOT NULL,
  first_name TEXT,
  last_name TEXT,
  password_hash TEXT NOT NULL,
  password_salt TEXT NOT NULL,
  failed_login_count INTEGER NOT NULL DEFAULT 0,
  locked_until ${t.epochMs},
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  persistent INTEGER NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  expires_at ${t.epochMs} NOT NULL
)${t.withoutRowid};
CREATE INDEX sessions_user ON sessions(user_id);
CREATE INDEX sessions_expires ON sessions(expires_at);

CREATE TABLE executives (
  id ${t.id},
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  seeded_on TEXT NOT NULL
);

CREATE TABLE priorities (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  task TEXT NOT NULL,
  description TEXT NOT NULL,
  urgency TEXT NOT NULL CHECK (urgency IN ('high','medium','low')),
  due_date TEXT,
  completed INTEGER NOT NULL DEFAULT 0,
  source TEXT NOT NULL DEFAULT 'manual',
  created_at TEXT NOT NULL
);
CREATE INDEX priorities_exec_open_due ON priorities(executive_id, completed, due_date);
CREATE INDEX priorities_exec_due ON priorities(executive_id, due_date);

CREATE TABLE calendar_events (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  type TEXT NOT NULL,
  priority TEXT NOT NULL,
  description TEXT NOT NULL,
  related_goals TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX calendar_events_exec_start ON calendar_events(executive_id, start_time);

CREATE TABLE meetings (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  location TEXT NOT NULL,
  attendees TEXT NOT NULL DEFAULT '[]',
  type TEXT NOT NULL
);
CREATE INDEX meetings_exec_start ON meetings(executive_id, start_time);

CREATE TABLE decisions (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  impact_level TEXT NOT NULL,
  due_by TEXT NOT NULL
);
CREATE INDEX decisions_exec_due ON decisions(executive_id, due_by);

CREATE TABLE memory_notes (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  note TEXT NOT NULL,
  tag TEXT NOT NULL,
  next_trigger TEXT NOT NULL
);
CREATE INDEX memory_notes_exec ON memory_notes(executive_id, id);

CREATE TABLE personal_events (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  date TEXT NOT NULL,
  location TEXT NOT NULL,
  reminder_set INTEGER NOT NULL
);
CREATE INDEX personal_events_exec_date ON personal_events(executive_id, date);

CREATE TABLE reflections (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  week_start TEXT NOT NULL,
  strategic_decisions_made INTEGER NOT NULL,
  delayed_decisions INTEGER NOT NULL,
  delegated_tasks INTEGER NOT NULL,
  missed_personal_event INTEGER NOT NULL,
  self_insight TEXT NOT NULL
);
CREATE INDEX reflections_exec_week ON reflections(executive_id, week_start);

CREATE TABLE voice_recordings (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  timestamp TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  session_id TEXT NOT NULL,
  transcript TEXT NOT NULL,
  tags_input TEXT NOT NULL,
  anchor TEXT NOT NULL,
  audio_file_url TEXT,
  top_idea TEXT NOT NULL,
  action_suggestion TEXT NOT NULL,
  personal_anchor TEXT NOT NULL,
  todo_created INTEGER NOT NULL,
  calendar_entry INTEGER NOT NULL,
  journal INTEGER NOT NULL,
  send_to_team INTEGER NOT NULL,
  tag_project TEXT,
  tag_core_value TEXT,
  tag_categories TEXT NOT NULL DEFAULT '[]',
  tag_due_date TEXT
);
CREATE INDEX voice_recordings_exec_time ON voice_recordings(executive_id, timestamp);

CREATE TABLE voice_audio (
  recording_id INTEGER PRIMARY KEY REFERENCES voice_recordings(id) ON DELETE CASCADE,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  data ${t.bytes} NOT NULL,
  uploaded_at TEXT NOT NULL
);

CREATE TABLE goals (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mission','quarterly','micro_win')),
  title TEXT NOT NULL,
  model_alignment TEXT NOT NULL,
  target_date TEXT NOT NULL,
  status TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  linked_to TEXT,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX goals_exec_kind ON goals(executive_id, kind, sort_order);

CREATE TABLE direct_reports (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  start_date TEXT NOT NULL,
  next_meeting TEXT,
  last_meeting TEXT,
  goals_linked TEXT NOT NULL DEFAULT '[]',
  development_focus TEXT NOT NULL,
  reminder_24hr_before INTEGER NOT NULL,
  check_in_prompt TEXT NOT NULL,
  UNIQUE (executive_id, name)
);
CREATE INDEX direct_reports_exec_next ON direct_reports(executive_id, next_meeting);

CREATE TABLE coaching_notes (
  id ${t.id},
  direct_report_id INTEGER NOT NULL REFERENCES direct_reports(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('Coaching','Feedback','Performance','Development')),
  content TEXT NOT NULL
);
CREATE INDEX coaching_notes_report_date ON coaching_notes(direct_report_id, date);

CREATE TABLE team_voice_logs (
  id ${t.id},
  direct_report_id INTEGER NOT NULL REFERENCES direct_reports(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  audio_url TEXT,
  transcription TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  converted_to_action INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX team_voice_logs_report_date ON team_voice_logs(direct_report_id, date);

CREATE TABLE leadership_models (
  model_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  definition TEXT NOT NULL,
  strengths TEXT NOT NULL,
  growth_edges TEXT NOT NULL,
  tagline_prompt TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);

CREATE TABLE leadership_lessons (
  id ${t.id},
  model_id TEXT NOT NULL REFERENCES leadership_models(model_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('article','audio','video','worksheet','interactive')),
  duration_minutes INTEGER NOT NULL,
  url TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
CREATE INDEX leadership_lessons_model ON leadership_lessons(model_id, sort_order);

CREATE TABLE leadership_action_items (
  id ${t.id},
  model_id TEXT NOT NULL REFERENCES leadership_models(model_id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  priority TEXT NOT NULL CHECK (priority IN ('high','medium','low')),
  sort_order INTEGER NOT NULL
);
CREATE INDEX leadership_action_items_model ON leadership_action_items(model_id, sort_order);

-- direct_report_id NULL is the executive's own profile; otherwise a team member's.
CREATE TABLE leadership_profiles (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  direct_report_id INTEGER REFERENCES direct_reports(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  transformational INTEGER NOT NULL,
  servant INTEGER NOT NULL,
  system_syncing INTEGER NOT NULL,
  dominant_model TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX leadership_profiles_self ON leadership_profiles(executive_id) WHERE direct_report_id IS NULL;
CREATE INDEX leadership_profiles_exec ON leadership_profiles(executive_id, direct_report_id);

CREATE TABLE clarity_responses (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  transcript TEXT NOT NULL,
  prompt_type TEXT NOT NULL,
  response TEXT NOT NULL,
  linked_action TEXT NOT NULL,
  created_priority_id INTEGER REFERENCES priorities(id) ON DELETE SET NULL,
  created_calendar_event_id INTEGER REFERENCES calendar_events(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX clarity_responses_exec ON clarity_responses(executive_id, created_at);
CREATE INDEX clarity_responses_priority ON clarity_responses(created_priority_id);
CREATE INDEX clarity_responses_event ON clarity_responses(created_calendar_event_id);
`;

export const migration001 = migration001For(SQLITE_TYPES);
export const migration001Postgres = migration001For(POSTGRES_TYPES);
