import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DailyBriefSchema, NotificationsResponseSchema, apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { manualClock } from '../../lib/clock';
import { toIsoDate, toIsoDateTime } from '@provana/dates';
import { FIXED_NOW, createTestContext, get, login, onPostgres, send } from '../../../test/helpers';
import { openDatabase } from '../connection';
import { migrations } from '../migrations';
import { v1TeamVoiceLogs } from '../migrations/v1-sample-texts';
import { createRepositories } from '../repositories';
import { SAMPLE_TABLES, reanchorSampleData, shiftDays } from './sample-anchor';

const D = toIsoDate(FIXED_NOW); // 2025-03-12, a Wednesday
const D10 = new Date(2025, 2, 22, 9, 0, 0);

type Row = Record<string, unknown>;
/** Day of the week (0 = Sunday) of a stored 'YYYY-MM-DD…' text. */
const weekday = (text: unknown) => new Date(`${String(text).slice(0, 10)}T12:00:00Z`).getUTCDay();

describe('sample data re-anchoring', () => {
  it("moves only sample rows so the brief shows today's meetings and overdue items ten days later", async () => {
    const t = await createTestContext();
    // Rows the user creates on day D must never move.
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'My own task', urgency: 'high', dueDate: `${D}T12:00:00` }, t.demoCookie);
    await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'My own event', startTime: `${D}T19:00:00`, endTime: `${D}T20:00:00`, type: 'other', priority: 'low' },
      t.demoCookie,
    );
    await send(t.app, 'POST', apiPaths.coachingNotes(1, 'Sarah Chen'), { category: 'Coaching', content: 'My own note' }, t.demoCookie);
    await send(
      t.app,
      'POST',
      apiPaths.voiceRecording,
      { transcript: 'Remember to call the supplier about pallets.', durationSeconds: 12, executiveId: 1 },
      t.demoCookie,
    );
    const userRows = async () => ({
      priorities: await t.rows("SELECT * FROM priorities WHERE task = 'My own task'"),
      events: await t.rows("SELECT * FROM calendar_events WHERE title = 'My own event'"),
      notes: await t.rows("SELECT * FROM coaching_notes WHERE content = 'My own note'"),
      recordings: await t.rows('SELECT id, timestamp, transcript FROM voice_recordings WHERE is_sample = 0'),
    });
    const before = await userRows();
    expect(before.priorities).toHaveLength(1);
    expect(before.recordings).toHaveLength(1);
    const sampleWeekdays = async () =>
      (await t.rows<{ title: string; start_time: string }>('SELECT title, start_time FROM calendar_events WHERE is_sample = 1 ORDER BY id')).map((r) => [
        r.title,
        weekday(r.start_time),
      ]);
    const weekdaysBefore = await sampleWeekdays();

    t.clock.set(D10);
    expect(await reanchorSampleData(t.repos.conn, t.clock)).toEqual([{ executiveId: 1, days: 10 }]);
    expect(await reanchorSampleData(t.repos.conn, t.clock)).toEqual([]); // once per day at most
    expect((await t.repos.executives.get(1))?.sample_anchor_date).toBe('2025-03-22');
    expect(await userRows()).toEqual(before);

    const cookie = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD); // the 24-hour session has expired
    const brief = DailyBriefSchema.parse(await (await get(t.app, apiPaths.dailyBrief(1), cookie)).json());
    expect(brief.date).toBe('2025-03-22');
    expect(brief.meetings.length).toBeGreaterThanOrEqual(3);
    expect(brief.meetings.every((m) => m.startTime.startsWith('2025-03-22'))).toBe(true);
    const bell = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(1), cookie)).json());
    const overdue = bell.items.filter((i) => i.kind === 'overdue_priority');
    // The seed's overdue items stay overdue (and the user's own task from day D is now overdue too).
    expect(overdue.filter((i) => i.title !== 'Overdue: My own task').length).toBeGreaterThan(0);
    expect(bell.items.some((i) => i.kind === 'team_alert')).toBe(true);

    // The weekly rhythm keeps its weekdays (moved 7 days, the nearest whole week); reflections stay on Mondays.
    expect(await sampleWeekdays()).toEqual(weekdaysBefore);
    const mondays = new Set((await t.rows<{ week_start: string }>('SELECT week_start FROM reflections')).map((r) => weekday(r.week_start)));
    expect([...mondays]).toEqual([1]);
    const latestReflection = (await t.row<{ w: string }>('SELECT MAX(week_start) AS w FROM reflections'))?.w;
    expect(latestReflection).toBe('2025-03-10'); // last week's Monday, seen from Saturday 22 March
  });

  it('moves the weekly rhythm by the nearest whole week of the total gap, so it never drifts', () => {
    expect(shiftDays('2025-03-12', '2025-03-12', '2025-03-14')).toEqual({ day: 2, week: 0, weekStart: 0 });
    // Two more days later: 4 days in total, nearer to one week.
    expect(shiftDays('2025-03-12', '2025-03-14', '2025-03-16')).toEqual({ day: 2, week: 7, weekStart: 0 });
    expect(shiftDays('2025-03-12', '2025-03-12', '2025-03-17')).toEqual({ day: 5, week: 7, weekStart: 7 });
  });

  // Version 1 existed only on SQLite. Its database is built from raw SQL (migration 001) and filled with
  // what version 1's sign-up wrote: today's seed, minus the rows version 1 did not have, without flags.
  it.runIf(!onPostgres)("migrates a version-1 database: seeded rows are flagged, the user's are not, and only the seeded ones move", async () => {
    const seeded = await createTestContext();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-v1-'));
    const file = path.join(dir, 'v1.db');
    try {
      const v1 = new SqliteDatabase(file);
      v1.exec(migrations[0]?.sqlite ?? '');
      v1.pragma('user_version = 1');
      const v1Logs = new Set(v1TeamVoiceLogs);
      const tables = v1
        .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .all()
        .map((t) => t.name);
      for (const table of tables) {
        const columns = v1
          .prepare<[], { name: string }>(`PRAGMA table_info(${table})`)
          .all()
          .map((c) => c.name);
        const copied = (await seeded.rows<Row>(`SELECT ${columns.join(', ')} FROM ${table}`)).filter(
          // Rows today's seed adds beyond version 1's: voice-requested tasks and later team voice logs.
          (r) => !(table === 'priorities' && r.source === 'voice') && !(table === 'team_voice_logs' && !v1Logs.has(String(r.transcription))),
        );
        const insert = v1.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
        for (const r of copied) insert.run(...columns.map((c) => r[c]));
      }
      // Then the user's own rows, later that day.
      const later = toIsoDateTime(new Date(FIXED_NOW.getTime() + 3_600_000));
      const sarah = v1.prepare<[], { id: number }>("SELECT id FROM direct_reports WHERE executive_id = 1 AND name = 'Sarah Chen'").get()?.id;
      v1.prepare(
        "INSERT INTO priorities (executive_id, task, description, urgency, due_date, completed, source, created_at) VALUES (1, 'Mine', '', 'low', ?, 0, 'manual', ?)",
      ).run(`${D}T17:00:00`, later);
      v1.prepare(
        "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description) VALUES (1, 'Mine', ?, ?, 'other', 'low', '')",
      ).run(`${D}T19:00:00`, `${D}T20:00:00`);
      v1.prepare("INSERT INTO coaching_notes (direct_report_id, date, category, content) VALUES (?, ?, 'Coaching', 'Mine')").run(sarah, D);
      v1.prepare("INSERT INTO team_voice_logs (direct_report_id, date, transcription) VALUES (?, ?, 'Mine')").run(sarah, D);
      v1.prepare(
        `INSERT INTO voice_recordings (executive_id, timestamp, duration_seconds, session_id, transcript, tags_input, anchor, top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team)
         VALUES (1, ?, 5, 'session-0123456789ab', 'Mine', '', '', '', '', '', 0, 0, 0, 0)`,
      ).run(later);
      v1.close();

      const db = await openDatabase({ file });
      const repos = createRepositories(db);
      const rows = async (text: string, ...params: unknown[]) => (db.dialect === 'sqlite' ? (db.sqlite.prepare(text).all(...params) as Row[]) : []);
      expect((await repos.executives.get(1))?.sample_anchor_date).toBe(D);
      for (const { table } of SAMPLE_TABLES) {
        const own = ['priorities', 'calendar_events', 'coaching_notes', 'team_voice_logs', 'voice_recordings'].includes(table) ? 1 : 0;
        const counts = (await rows(`SELECT SUM(is_sample = 0) AS user, SUM(is_sample = 1) AS sample FROM ${table}`))[0];
        expect({ table, ...counts }).toEqual({ table, user: own, sample: expect.any(Number) as number });
        expect(Number(counts?.sample)).toBeGreaterThan(0);
      }

      expect(await reanchorSampleData(repos.conn, manualClock(D10))).toEqual([{ executiveId: 1, days: 10 }]);
      expect((await rows("SELECT due_date FROM priorities WHERE task = 'Mine'"))[0]?.due_date).toBe(`${D}T17:00:00`);
      expect((await rows("SELECT start_time FROM calendar_events WHERE title = 'Mine'"))[0]?.start_time).toBe(`${D}T19:00:00`);
      expect((await rows("SELECT date FROM coaching_notes WHERE content = 'Mine'"))[0]?.date).toBe(D);
      expect((await rows('SELECT COUNT(*) AS n FROM meetings WHERE start_time LIKE ?', '2025-03-22%'))[0]?.n).toBe(5);
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
