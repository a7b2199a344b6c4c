// One row in every table of schema version 9 (and later), linked by foreign keys: the migration tests
// fill an old database with it and check that an upgrade keeps every row.
import type { Db } from '../../src/db/connection';
import { exec } from './raw-sql';

const audio = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 1, 2, 3]);

export const ONE_ROW_STATEMENTS: readonly [string, unknown[]][] = [
  [
    "INSERT INTO users (id, email, name, password_hash, password_salt, failed_login_count, locked_until, created_at) VALUES (1, 'Kept@Example.com', 'kept', 'h', 's', 2, NULL, '2025-03-12T09:00:00')",
    [],
  ],
  [
    'INSERT INTO sessions (id_hash, user_id, persistent, created_at, expires_at) VALUES (?, 1, 1, ?, ?)',
    ['f'.repeat(64), 1_741_770_000_000, 1_744_362_000_000],
  ],
  [
    "INSERT INTO executives (id, user_id, name, title, seeded_on, sample_anchor_date, time_zone) VALUES (1, 1, 'Kept Exec', 'Executive', '2025-03-12', '2025-03-12', 'Europe/Berlin')",
    [],
  ],
  [
    "INSERT INTO leadership_models (model_id, name, definition, strengths, growth_edges, tagline_prompt, sort_order) VALUES ('servant', 'Servant', 'd', 's', 'g', 't', 0)",
    [],
  ],
  ["INSERT INTO leadership_lessons (id, model_id, title, type, duration_minutes, url, sort_order) VALUES (1, 'servant', 'Lesson', 'article', 5, '/l', 0)", []],
  ["INSERT INTO leadership_action_items (id, model_id, title, priority, sort_order) VALUES (1, 'servant', 'Act', 'high', 0)", []],
  [
    "INSERT INTO priorities (id, executive_id, task, description, urgency, due_date, completed, source, created_at, is_sample) VALUES (1, 1, 'Task', 'd', 'high', '2025-03-13T10:00', 0, 'manual', '2025-03-12T09:00:00', 0)",
    [],
  ],
  [
    "INSERT INTO calendar_events (id, executive_id, title, start_time, end_time, type, priority, description, related_goals, is_sample) VALUES (1, 1, 'Event', '2025-03-12T10:00:00', '2025-03-12T11:00:00', 'focus', 'high', 'd', '[\"g\"]', 0)",
    [],
  ],
  [
    "INSERT INTO meetings (id, executive_id, title, start_time, end_time, location, attendees, type, is_sample) VALUES (1, 1, 'Meeting', '2025-03-12T12:00:00', '2025-03-12T13:00:00', 'Room', '[\"A\"]', 'internal', 1)",
    [],
  ],
  [
    "INSERT INTO decisions (id, executive_id, title, description, impact_level, due_by, is_sample, status, choice, rationale, decided_at) VALUES (1, 1, 'Decide', 'd', 'high', '2025-03-20', 0, 'decided', 'Yes', 'Because', '2025-03-12T09:30:00')",
    [],
  ],
  ["INSERT INTO memory_notes (id, executive_id, note, tag, next_trigger) VALUES (1, 1, 'Note', 'tag', 'tomorrow')", []],
  ["INSERT INTO personal_events (id, executive_id, event, date, location, reminder_set, is_sample) VALUES (1, 1, 'Birthday', '2025-04-01', 'Home', 1, 0)", []],
  [
    "INSERT INTO reflections (id, executive_id, week_start, strategic_decisions_made, delayed_decisions, delegated_tasks, missed_personal_event, self_insight, is_sample) VALUES (1, 1, '2025-03-10', 3, 1, 2, 0, 'Insight', 0)",
    [],
  ],
  [
    "INSERT INTO voice_recordings (id, executive_id, timestamp, duration_seconds, session_id, transcript, tags_input, anchor, audio_file_url, top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team, tag_project, tag_core_value, tag_categories, tag_due_date, is_sample) VALUES (1, 1, '2025-03-12T08:00:00', 30, 'session-abcdef123456', 'Streamline the hiring plan', '', '', '/api/audio/1', 'Hiring', 'Plan it', 'Calm', 1, 0, 0, 0, NULL, NULL, '[]', NULL, 0)",
    [],
  ],
  [
    "INSERT INTO voice_audio (recording_id, content_type, size, data, uploaded_at) VALUES (1, 'audio/webm', ?, ?, '2025-03-12T08:00:30')",
    [audio.length, audio],
  ],
  [
    "INSERT INTO goals (id, executive_id, kind, title, model_alignment, target_date, status, tags, linked_to, sort_order, is_sample) VALUES (1, 1, 'quarterly', 'Goal', 'servant', '2025-06-30', 'On Track', '[]', NULL, 0, 0)",
    [],
  ],
  [
    "INSERT INTO direct_reports (id, executive_id, name, role, start_date, next_meeting, last_meeting, goals_linked, development_focus, reminder_24hr_before, check_in_prompt, is_sample, archived_at) VALUES (1, 1, 'Sam', 'Lead', '2024-01-01', '2025-03-13T10:00:00', NULL, '[]', 'Focus', 1, 'How is it going', 0, NULL)",
    [],
  ],
  ["INSERT INTO coaching_notes (id, direct_report_id, date, category, content, is_sample) VALUES (1, 1, '2025-03-11', 'Coaching', 'Note', 0)", []],
  [
    "INSERT INTO team_voice_logs (id, direct_report_id, date, audio_url, transcription, tags, converted_to_action, is_sample) VALUES (1, 1, '2025-03-11', NULL, 'Said', '[]', 0, 0)",
    [],
  ],
  [
    "INSERT INTO leadership_profiles (id, executive_id, direct_report_id, name, transformational, servant, system_syncing, dominant_model, updated_at) VALUES (1, 1, NULL, 'Kept Exec', 40, 35, 25, 'transformational', '2025-03-12T09:00:00')",
    [],
  ],
  [
    "INSERT INTO clarity_responses (id, executive_id, transcript, prompt_type, response, linked_action, created_priority_id, created_calendar_event_id, created_at) VALUES (1, 1, 't', 'p', 'r', 'none', 1, 1, '2025-03-12T09:00:00')",
    [],
  ],
  ['INSERT INTO rate_limits (bucket, client, count, reset_at) VALUES (?, ?, 2, ?)', ['sign-in', '127.0.0.1', 1_741_770_060_000]],
  [
    "INSERT INTO meeting_notes (id, direct_report_id, meeting_at, content, created_at) VALUES (1, 1, '2025-03-13T10:00:00', 'Notes', '2025-03-12T09:00:00')",
    [],
  ],
  [
    "INSERT INTO leadership_assessments (id, executive_id, taken_at, answers, transformational, servant, system_syncing, dominant_model) VALUES (1, 1, '2025-03-12T09:00:00', '[1,2]', 40, 35, 25, 'transformational')",
    [],
  ],
  ["INSERT INTO leadership_lesson_progress (executive_id, lesson_id, done_at) VALUES (1, 1, '2025-03-12T09:00:00')", []],
  ['INSERT INTO leadership_action_tasks (executive_id, action_item_id, priority_id) VALUES (1, 1, 1)', []],
  [
    "INSERT INTO talking_points (id, direct_report_id, text, position, meeting_at, done_at, done_meeting, created_at) VALUES (1, 1, 'Point', 0, NULL, NULL, NULL, '2025-03-12T09:00:00')",
    [],
  ],
  [
    "INSERT INTO team_action_items (id, direct_report_id, text, owner, due_date, done, priority_id, created_at) VALUES (1, 1, 'Item', 'me', '2025-03-14', 0, 1, '2025-03-12T09:00:00')",
    [],
  ],
  ["INSERT INTO calendar_feeds (id, executive_id, token_hash, created_at, revoked_at) VALUES (1, 1, ?, '2025-03-12T09:00:00', NULL)", ['a'.repeat(64)]],
];

export async function insertOneRowPerTable(db: Db): Promise<void> {
  for (const [text, params] of ONE_ROW_STATEMENTS) await exec(db, text, ...params);
}
