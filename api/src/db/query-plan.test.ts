// Every hot per-executive query must be an index SEARCH, never a full table SCAN.
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open';

const db = openDatabase(':memory:');
const plan = (sql: string) => db.prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`).all(...Array.from(sql.matchAll(/\?/g), () => 1)).map((r) => r.detail);

const queries: Record<string, string> = {
  'priorities list': 'SELECT * FROM priorities WHERE executive_id = ? ORDER BY completed, due_date IS NULL, due_date, id',
  'open priorities': 'SELECT * FROM priorities WHERE executive_id = ? AND completed = 0',
  'overdue priorities': 'SELECT * FROM priorities WHERE executive_id = ? AND completed = 0 AND due_date < ? ORDER BY due_date',
  'priorities due in a range': 'SELECT * FROM priorities WHERE executive_id = ? AND due_date >= ? AND due_date < ? ORDER BY due_date',
  'calendar events by range': 'SELECT * FROM calendar_events WHERE executive_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time',
  'meetings by day': 'SELECT * FROM meetings WHERE executive_id = ? AND start_time >= ? AND start_time < ? ORDER BY start_time',
  'recordings latest first': 'SELECT * FROM voice_recordings WHERE executive_id = ? ORDER BY timestamp DESC, id DESC',
  'decisions': 'SELECT * FROM decisions WHERE executive_id = ? ORDER BY due_by, id',
  'memory notes': 'SELECT * FROM memory_notes WHERE executive_id = ? ORDER BY id',
  'personal events by range': 'SELECT * FROM personal_events WHERE executive_id = ? AND date >= ? AND date < ? ORDER BY date',
  'reflections latest first': 'SELECT * FROM reflections WHERE executive_id = ? ORDER BY week_start DESC',
  'goals': 'SELECT * FROM goals WHERE executive_id = ? ORDER BY kind, sort_order, id',
  'team': 'SELECT * FROM direct_reports WHERE executive_id = ? ORDER BY name',
  'team alerts': 'SELECT * FROM direct_reports WHERE executive_id = ? AND next_meeting >= ? AND next_meeting < ? AND reminder_24hr_before = 1',
  'coaching notes of a report': 'SELECT * FROM coaching_notes WHERE direct_report_id = ? ORDER BY date DESC, id DESC',
  'voice logs of a report': 'SELECT * FROM team_voice_logs WHERE direct_report_id = ? ORDER BY date DESC, id DESC',
  'leadership profiles': 'SELECT * FROM leadership_profiles WHERE executive_id = ?',
  'session lookup': 'SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id JOIN executives e ON e.user_id = u.id WHERE s.id_hash = ?',
  'user by email': 'SELECT * FROM users WHERE email = ?',
  'rate limit window': 'SELECT count, reset_at FROM rate_limits WHERE bucket = ? AND client = ?',
  'rate limit pruning': 'DELETE FROM rate_limits WHERE reset_at <= ?',
};

describe('query plans', () => {
  it.each(Object.entries(queries))('%s uses an index', (_name, sql) => {
    const details = plan(sql);
    expect(details.some((d) => /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|USING PRIMARY KEY/.test(d))).toBe(true);
    expect(details.filter((d) => /^SCAN /.test(d))).toEqual([]);
  });
});
