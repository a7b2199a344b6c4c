import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DailyBriefSchema, NotificationsResponseSchema, apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { manualClock } from '../../lib/clock';
import { toIsoDate, toLocalDateTime } from '../../lib/dates';
import { FIXED_NOW, createTestContext, get, login, send } from '../../../test/helpers';
import { migrate } from '../migrate';
import { migrations } from '../migrations';
import { v1TeamVoiceLogs } from '../migrations/v1-sample-texts';
import { createRepositories } from '../repositories';
import { ensureLeadershipModels } from './leadership-models';
import { SAMPLE_TABLES, reanchorSampleData, shiftDays } from './sample-anchor';
import { seedWorkspace } from './seed-workspace';

const D = toIsoDate(FIXED_NOW); // 2025-03-12, a Wednesday
const D10 = new Date(2025, 2, 22, 9, 0, 0);

type Row = Record<string, unknown>;
const rows = (db: Database.Database, sql: string, ...args: unknown[]) => db.prepare<unknown[], Row>(sql).all(...args);

describe('sample data re-anchoring', () => {
  it('moves only sample rows so the brief shows today\'s meetings and overdue items ten days later', async () => {
    const t = await createTestContext();
    // Rows the user creates on day D must never move.
    await send(t.app, 'POST', apiPaths.priorities(1), { task: 'My own task', urgency: 'high', dueDate: `${D}T12:00:00` }, t.demoCookie);
    await send(t.app, 'POST', apiPaths.calendarEvents(1), { title: 'My own event', startTime: `${D}T19:00:00`, endTime: `${D}T20:00:00`, type: 'other', priority: 'low' }, t.demoCookie);
    await send(t.app, 'POST', apiPaths.coachingNotes(1, 'Sarah Chen'), { category: 'Coaching', content: 'My own note' }, t.demoCookie);
    await send(t.app, 'POST', apiPaths.voiceRecording, { transcript: 'Remember to call the supplier about pallets.', durationSeconds: 12, executiveId: 1 }, t.demoCookie);
    const userRows = () => ({
      priorities: rows(t.db, "SELECT * FROM priorities WHERE task = 'My own task'"),
      events: rows(t.db, "SELECT * FROM calendar_events WHERE title = 'My own event'"),
      notes: rows(t.db, "SELECT * FROM coaching_notes WHERE content = 'My own note'"),
      recordings: rows(t.db, 'SELECT * FROM voice_recordings WHERE is_sample = 0'),
    });
    const before = userRows();
    expect(before.priorities).toHaveLength(1);
    expect(before.recordings).toHaveLength(1);
    const weekdaysBefore = rows(t.db, "SELECT title, strftime('%w', start_time) AS wd FROM calendar_events WHERE is_sample = 1 ORDER BY id");

    t.clock.set(D10);
    expect(reanchorSampleData(t.db, t.clock)).toEqual([{ executiveId: 1, days: 10 }]);
    expect(reanchorSampleData(t.db, t.clock)).toEqual([]); // once per day at most
    expect(t.repos.executives.get(1)?.sample_anchor_date).toBe('2025-03-22');
    expect(userRows()).toEqual(before);

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
    expect(rows(t.db, "SELECT title, strftime('%w', start_time) AS wd FROM calendar_events WHERE is_sample = 1 ORDER BY id")).toEqual(weekdaysBefore);
    const mondays = rows(t.db, "SELECT DISTINCT strftime('%w', week_start) AS wd FROM reflections").map((r) => r.wd);
    expect(mondays).toEqual(['1']);
    const latestReflection = rows(t.db, 'SELECT MAX(week_start) AS w FROM reflections')[0]?.w;
    expect(latestReflection).toBe('2025-03-10'); // last week's Monday, seen from Saturday 22 March
  });

  it('moves the weekly rhythm by the nearest whole week of the total gap, so it never drifts', () => {
    expect(shiftDays('2025-03-12', '2025-03-12', '2025-03-14')).toEqual({ day: 2, week: 0, weekStart: 0 });
    // Two more days later: 4 days in total, nearer to one week.
    expect(shiftDays('2025-03-12', '2025-03-14', '2025-03-16')).toEqual({ day: 2, week: 7, weekStart: 0 });
    expect(shiftDays('2025-03-12', '2025-03-12', '2025-03-17')).toEqual({ day: 5, week: 7, weekStart: 7 });
  });

  it('migrates a version-1 database: seeded rows are flagged, the user\'s are not, and only the seeded ones move', async () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db, migrations.slice(0, 1));
    const repos = createRepositories(db);
    // What version 1 did at sign-up (no flags, no anchor column).
    ensureLeadershipModels(repos);
    const createdAt = toLocalDateTime(FIXED_NOW);
    const userId = repos.users.create({ email: 'v1@example.com', name: 'v1', passwordHash: 'x', passwordSalt: 'y', createdAt });
    const executiveId = Number(db.prepare("INSERT INTO executives (user_id, name, title, seeded_on) VALUES (?, 'V1', 'Executive', ?)").run(userId, D).lastInsertRowid);
    seedWorkspace(repos, executiveId, FIXED_NOW, 'V1');
    // Rows the current seed adds beyond version 1's: voice-requested tasks and later team voice logs.
    db.prepare("DELETE FROM priorities WHERE source = 'voice'").run();
    const v1Logs = new Set(v1TeamVoiceLogs);
    for (const log of rows(db, 'SELECT id, transcription FROM team_voice_logs')) {
      if (!v1Logs.has(String(log.transcription))) db.prepare('DELETE FROM team_voice_logs WHERE id = ?').run(log.id);
    }
    // Then the user's own rows, later that day.
    const later = toLocalDateTime(new Date(FIXED_NOW.getTime() + 3_600_000));
    repos.priorities.create({ executiveId, task: 'Mine', description: '', urgency: 'low', dueDate: `${D}T17:00:00`, source: 'manual', createdAt: later });
    repos.calendarEvents.create({ executiveId, title: 'Mine', startTime: `${D}T19:00:00`, endTime: `${D}T20:00:00`, type: 'other', priority: 'low', description: '', relatedGoals: [] });
    const sarah = repos.team.findByName(executiveId, 'Sarah Chen');
    repos.team.addNote(sarah?.id ?? 0, { date: D, category: 'Coaching', content: 'Mine' });
    repos.team.addVoiceLog(sarah?.id ?? 0, { date: D, audio_url: null, transcription: 'Mine', tags: [], converted_to_action: false });
    repos.voiceRecordings.create({
      executiveId, timestamp: later, durationSeconds: 5, sessionId: 'session-0123456789ab', transcript: 'Mine', tagsInput: '', anchor: '',
      insights: { topIdea: '', actionSuggestion: '', personalAnchor: '' }, actions: { todoCreated: false, calendarEntry: false, journal: false, sendToTeam: false },
      tags: { project: null, coreValue: null, category: [], dueDate: null },
    });

    expect(migrate(db)).toBe(migrations.length);
    expect(repos.executives.get(executiveId)?.sample_anchor_date).toBe(D);
    for (const { table } of SAMPLE_TABLES) {
      const own = ['priorities', 'calendar_events', 'coaching_notes', 'team_voice_logs', 'voice_recordings'].includes(table) ? 1 : 0;
      const counts = rows(db, `SELECT SUM(is_sample = 0) AS user, SUM(is_sample = 1) AS sample FROM ${table}`)[0];
      expect({ table, ...counts }).toEqual({ table, user: own, sample: expect.any(Number) as number });
      expect(Number(counts?.sample)).toBeGreaterThan(0);
    }

    const clock = manualClock(D10);
    expect(reanchorSampleData(db, clock)).toEqual([{ executiveId, days: 10 }]);
    expect(rows(db, "SELECT due_date FROM priorities WHERE task = 'Mine'")[0]?.due_date).toBe(`${D}T17:00:00`);
    expect(rows(db, "SELECT start_time FROM calendar_events WHERE title = 'Mine'")[0]?.start_time).toBe(`${D}T19:00:00`);
    expect(rows(db, "SELECT date FROM coaching_notes WHERE content = 'Mine'")[0]?.date).toBe(D);
    const today = rows(db, 'SELECT COUNT(*) AS n FROM meetings WHERE start_time LIKE ?', '2025-03-22%')[0]?.n;
    expect(today).toBe(5);
  });
});
