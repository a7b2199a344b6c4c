// Every statement the repositories run on a hot, per-executive path is an index search, never a full
// scan of a table that grows with use. The statements are not copied here: they are captured from
// Kysely while the real API serves every screen's requests, then explained on the run's database.
// On PostgreSQL the growing tables first get thousands of other executives' rows and fresh statistics,
// so a missing index would make the planner choose a sequential scan.
import os from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, calendarSubscriptionPaths, pushPaths } from '@provana/contracts';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { ensureDemoAccount } from '../auth/accounts';
import { FIXED_NOW, TEST_SCRYPT, get, login, send } from '../../test/helpers';
import { exec } from '../../test/support/raw-sql';
import { createTestDatabase, onPostgres } from '../../test/support/test-database';
import { manualClock } from '../lib/clock';
import { ensureBundledRemotes } from '../services/remotes/bundled-remotes';
import { pushToWorkspaces } from '../services/push/push-round';
import { vapidIdentity } from '../services/push/vapid-keys';
import type { Db } from './connection';
import { createRepositories } from './repositories';
import { TABLES_IN_ORDER, type Schema } from './schema';

/** Framework content with a few dozen rows, read whole; and the version row. */
const STORED_TABLES = new Set<string>(TABLES_IN_ORDER);
/** remote_live: one row per remote of the contract; push_vapid_keys: the server's one key pair. */
const SMALL_TABLES = new Set(['leadership_models', 'leadership_lessons', 'leadership_action_items', 'schema_version', 'remote_live', 'push_vapid_keys']);
/** Statements that read a table whole by design, filled with their SQL below: the push round's work list (every device, once per round). */
const WHOLE_TABLE_READS = new Set<string>();

/** The same database, with every compiled statement recorded. */
function recording(db: Db, captured: CompiledQuery[]): Db {
  const log = (event: { level: string; query: CompiledQuery }) => {
    if (event.level === 'query') captured.push(event.query);
  };
  const kysely =
    db.dialect === 'sqlite'
      ? new Kysely<Schema>({ dialect: new SqliteDialect({ database: db.sqlite }), log })
      : new Kysely<Schema>({ dialect: new PostgresDialect({ pool: db.pool }), log });
  return { ...db, kysely } as Db;
}

/** Many rows of other executives in every growing table (PostgreSQL), then ANALYZE. */
async function growTables(db: Db) {
  const n = 4000;
  await exec(
    db,
    `INSERT INTO users (email, name, password_hash, password_salt, created_at) SELECT 'u' || g || '@x.test', 'u', 'h', 's', '2025-01-01T00:00:00' FROM generate_series(1, ${n}) g`,
  );
  await exec(
    db,
    `INSERT INTO executives (user_id, name, title, seeded_on, time_zone) SELECT id, 'E', 'T', '2025-01-01', 'UTC' FROM users WHERE email LIKE 'u%@x.test'`,
  );
  const others = "(SELECT id FROM executives WHERE name = 'E')";
  const perExecutive = (table: string, columns: string, values: string) =>
    exec(db, `INSERT INTO ${table} (executive_id, ${columns}) SELECT e.id, ${values} FROM ${others} e CROSS JOIN generate_series(1, 5) g`);
  await perExecutive('priorities', 'task, description, urgency, due_date, created_at', "'t', '', 'high', '2025-03-1' || g || 'T10:00', '2025-01-01T00:00:00'");
  await perExecutive(
    'calendar_events',
    'title, start_time, end_time, type, priority, description',
    "'e', '2025-03-1' || g || 'T10:00:00', '2025-03-1' || g || 'T11:00:00', 'focus', 'high', ''",
  );
  await perExecutive(
    'meetings',
    'title, start_time, end_time, location, type',
    "'m', '2025-03-1' || g || 'T10:00:00', '2025-03-1' || g || 'T11:00:00', '', 'internal'",
  );
  await perExecutive('decisions', 'title, description, impact_level, due_by', "'d', '', 'high', '2025-03-1' || g");
  await perExecutive('memory_notes', 'note, tag, next_trigger', "'n', 't', 'x'");
  await perExecutive('personal_events', 'event, date, location, reminder_set', "'p', '2025-03-1' || g, '', 0");
  await perExecutive(
    'reflections',
    'week_start, strategic_decisions_made, delayed_decisions, delegated_tasks, missed_personal_event, self_insight, is_sample',
    "'2025-0' || g || '-03', 1, 1, 1, 0, 'i', 1",
  );
  await perExecutive('goals', 'kind, title, model_alignment, target_date, status', "'quarterly', 'g', 'servant', '2025-06-30', 'On Track'");
  await perExecutive(
    'voice_recordings',
    'timestamp, duration_seconds, session_id, transcript, tags_input, anchor, top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team',
    "'2025-03-1' || g || 'T08:00:00', 10, 's', 'hiring plan budget review', '', '', 'idea', 'act', 'anchor', 0, 0, 0, 0",
  );
  await perExecutive(
    'direct_reports',
    'name, role, start_date, next_meeting, development_focus, reminder_24hr_before, check_in_prompt',
    "'R' || g, 'r', '2024-01-01', '2025-03-1' || g || 'T10:00:00', 'f', 1, 'c'",
  );
  const perReport = (table: string, columns: string, values: string) =>
    exec(db, `INSERT INTO ${table} (direct_report_id, ${columns}) SELECT r.id, ${values} FROM direct_reports r CROSS JOIN generate_series(1, 3) g`);
  await perReport('coaching_notes', 'date, category, content', "'2025-03-0' || g, 'Coaching', 'c'");
  await perReport('team_voice_logs', 'date, transcription', "'2025-03-0' || g, 't'");
  await perReport('meeting_notes', 'meeting_at, content, created_at', "'2025-03-0' || g || 'T10:00:00', 'c', '2025-03-01T00:00:00'");
  await perReport('talking_points', 'text, position, created_at', "'t', g, '2025-03-01T00:00:00'");
  await perReport('team_action_items', 'text, owner, due_date, created_at', "'a', 'me', '2025-03-1' || g, '2025-03-01T00:00:00'");
  await exec(
    db,
    `INSERT INTO sessions (id_hash, user_id, persistent, created_at, expires_at) SELECT md5(id::text || 's'), id, 0, 0, 1 FROM users WHERE email LIKE 'u%@x.test'`,
  );
  await exec(
    db,
    `INSERT INTO leadership_profiles (executive_id, direct_report_id, name, transformational, servant, system_syncing, dominant_model, updated_at) SELECT executive_id, id, name, 40, 30, 30, 'servant', '2025-03-01T00:00:00' FROM direct_reports`,
  );
  await perExecutive(
    'leadership_assessments',
    'taken_at, answers, transformational, servant, system_syncing, dominant_model',
    "'2025-03-0' || g || 'T00:00:00', '[]', 40, 30, 30, 'servant'",
  );
  await exec(
    db,
    `INSERT INTO leadership_lesson_progress (executive_id, lesson_id, done_at) SELECT e.id, l.id, '2025-03-01T00:00:00' FROM ${others} e CROSS JOIN leadership_lessons l`,
  );
  await exec(
    db,
    `INSERT INTO leadership_action_tasks (executive_id, action_item_id, priority_id) SELECT e.id, a.id, (SELECT MIN(p.id) FROM priorities p WHERE p.executive_id = e.id) FROM ${others} e CROSS JOIN leadership_action_items a`,
  );
  await perExecutive(
    'calendar_subscriptions',
    'name, url, colour, next_sync_at, created_at',
    "'c' || g, 'https://calendar.test/c.ics', 'blue', 0, '2025-01-01T00:00:00'",
  );
  await exec(
    db,
    `INSERT INTO calendar_subscription_events (subscription_id, executive_id, uid, summary, start_local, duration_ms, start_at, end_at) SELECT s.id, s.executive_id, 'u' || g, 's', '2025-03-01T09:00:00', 3600000, 1740819600000 + g, 1740823200000 + g FROM calendar_subscriptions s CROSS JOIN generate_series(1, 3) g`,
  );
  // Reminders (migration 019): others' events with a reminder, and their receipts.
  await exec(db, `UPDATE calendar_events SET reminder_minutes = 15 WHERE executive_id IN ${others}`);
  await exec(
    db,
    `INSERT INTO reminder_receipts (executive_id, reminder_key, read_at) SELECT executive_id, 'event-' || id || '-' || remind_at, 0 FROM calendar_events WHERE remind_at IS NOT NULL`,
  );
  // Recurring events (migration 018): one series per other executive, with overrides.
  await exec(db, `UPDATE calendar_events SET rrule = 'FREQ=WEEKLY' WHERE executive_id IN ${others} AND start_time LIKE '2025-03-11%'`);
  await exec(
    db,
    `INSERT INTO calendar_event_overrides (event_id, executive_id, original_start, title, start_time, end_time) SELECT id, executive_id, '2025-0' || g || '-11T10:00:00', 'o', '2025-0' || g || '-12T10:00:00', '2025-0' || g || '-12T11:00:00' FROM calendar_events CROSS JOIN generate_series(4, 6) g WHERE executive_id IN ${others} AND rrule IS NOT NULL`,
  );
  // Remote versions published over the years (migration 020): the registry reads the live ones by id.
  await exec(
    db,
    "INSERT INTO remote_versions (remote, version, entry_url, published_by, published_at) SELECT 'mf_team', 'v' || g, 'https://cdn.test/' || g || '/remoteEntry.js', 'ci', 0 FROM generate_series(1, 4000) g",
  );
  // Devices of other workspaces (migration 022), their settings and delivered reminders.
  await exec(
    db,
    `INSERT INTO push_subscriptions (executive_id, user_id, endpoint, p256dh, auth, device_name, created_at) SELECT id, user_id, 'https://push.test/' || id, 'k', 'a', 'd', 0 FROM executives WHERE id IN ${others}`,
  );
  await exec(db, `INSERT INTO push_settings (executive_id, user_id, show_details, updated_at) SELECT id, user_id, 1, 0 FROM executives WHERE id IN ${others}`);
  // Claimed within the last hour, as a running server's are (older ones are pruned every round).
  await exec(
    db,
    `INSERT INTO push_deliveries (subscription_id, reminder_key, claimed_at) SELECT id, 'event-' || g, ${FIXED_NOW.getTime()} - g * 60000 FROM push_subscriptions CROSS JOIN generate_series(1, 3) g`,
  );
  // Other accounts' two-factor keys (migration 024): /api/auth/me reads the signed-in account's row.
  await exec(
    db,
    `INSERT INTO two_factor_totp (user_id, secret, created_at, enabled_at) SELECT id, 'JBSWY3DPEHPK3PXP', 0, 0 FROM users WHERE email LIKE 'u%@x.test'`,
  );
  // Other workspaces' delegates, invitations and activity: the access check reads a grant on every
  // delegate's request, and the log is read a page at a time.
  await exec(
    db,
    `INSERT INTO delegate_grants (executive_id, user_id, role, created_at) SELECT e.id, u.id, 'editor', 0 FROM executives e JOIN users u ON u.id = e.user_id + 1 WHERE e.id IN ${others}`,
  );
  await exec(
    db,
    `INSERT INTO delegate_invitations (executive_id, email, role, token_hash, expires_at, created_at) SELECT id, 'i' || id || '@x.test', 'viewer', md5(id::text || 'i'), 0, 0 FROM executives WHERE id IN ${others}`,
  );
  await exec(
    db,
    `INSERT INTO activity_log (executive_id, actor_user_id, actor_name, kind, description, created_at) SELECT id, user_id, 'E', 'priorities', 'E added a priority', ${FIXED_NOW.getTime()} - g * 60000 FROM executives CROSS JOIN generate_series(1, 5) g WHERE id IN ${others}`,
  );
  await exec(db, 'ANALYZE');
}

/** The scans in a statement's plan, by table ([] when every table is reached through an index). */
async function scans(db: Db, query: CompiledQuery): Promise<string[]> {
  if (db.dialect === 'sqlite') {
    const plan = db.sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[];
    return (
      plan
        .map((r) => r.detail)
        .filter((d) => /^SCAN /.test(d) && !/VIRTUAL TABLE|USING (COVERING )?INDEX/.test(d))
        .map((d) => d.replace(/^SCAN (\w+).*/, '$1'))
        // A subquery's own rows (SCAN agg of a JSON list, SCAN CONSTANT ROW) are not a stored table.
        .filter((table) => STORED_TABLES.has(table) && !SMALL_TABLES.has(table))
    );
  }
  const { rows: plan } = await db.pool.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${query.sql}`, query.parameters as unknown[]);
  const found: string[] = [];
  const walk = (node: Record<string, unknown>) => {
    if (node['Node Type'] === 'Seq Scan' && !SMALL_TABLES.has(String(node['Relation Name']))) found.push(String(node['Relation Name']));
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const root = (plan[0]?.['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0];
  if (root) walk(root.Plan);
  return found;
}

describe('query plans of the statements the API runs', () => {
  const captured: CompiledQuery[] = [];
  let db: Db;

  beforeAll(async () => {
    const base = await createTestDatabase();
    db = recording(base, captured);
    const clock = manualClock(FIXED_NOW);
    await ensureDemoAccount(createRepositories(db), clock, TEST_SCRYPT);
    await ensureBundledRemotes(createRepositories(db), path.join(os.tmpdir(), 'provana-no-builds'), clock.now());
    if (onPostgres) await growTables(base);
    const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT });
    const cookie = await login(app, 'demo@provana.app', 'demo1234');
    // Signing up and in prune expired sessions (every grown session is): not a per-executive path.
    const signedUp = await send(app, 'POST', apiPaths.signup, { email: 'plan.delegate@example.com', password: 'correct-horse' });
    const delegateCookie = signedUp.headers.get('set-cookie')?.split(';')[0] ?? '';
    captured.length = 0;
    const team = (await (await get(app, apiPaths.team(1), cookie)).json()) as { name: string }[] | { members?: { name: string }[] };
    const name = (Array.isArray(team) ? team[0]?.name : team.members?.[0]?.name) ?? 'Sarah Chen';
    const paths = [
      apiPaths.me,
      apiPaths.dailyBrief(1),
      apiPaths.notifications(1),
      apiPaths.priorities(1),
      apiPaths.legacyPriorities(1),
      `${apiPaths.calendar(1)}?year=2025&month=3`,
      `${apiPaths.calendarEvents(1)}?date=2025-03-12`,
      apiPaths.meetings(1),
      apiPaths.legacyMeetings(1),
      `${apiPaths.timeBlockSuggestions(1)}?date=2025-03-12`,
      apiPaths.decisions(1),
      `${apiPaths.decisions(1)}/decided`,
      apiPaths.memory(1),
      apiPaths.personalEvents(1),
      apiPaths.reflections(1),
      apiPaths.goals(1),
      apiPaths.legacyGoals(1),
      apiPaths.team(1),
      apiPaths.teamVoiceLogs(1, name),
      apiPaths.coachingPrompts(1, name),
      apiPaths.leadership(1),
      apiPaths.leadershipProfile(1),
      apiPaths.assessments(1),
      apiPaths.voiceRecordings(1),
      `${apiPaths.voiceSearch(1)}?q=hiring`,
      `${apiPaths.workspaceSearch(1)}?q=hiring`,
      `${apiPaths.workspaceSearch(1)}?q=stratgy%20boar`,
      apiPaths.clarityPrompts(1),
      `${apiPaths.calendar(1)}/export.ics?year=2025&month=3`,
      calendarSubscriptionPaths.subscriptions(1),
      `${calendarSubscriptionPaths.occurrences(1)}?from=2025-03-01&to=2025-03-31`,
      apiPaths.remindersDue(1),
    ];
    for (const path of paths) await get(app, path, cookie);
    await send(app, 'POST', apiPaths.priorities(1), { task: 'Plan check', urgency: 'high' }, cookie);
    await send(app, 'POST', apiPaths.memory(1), { note: 'Plan check', tag: 'test', nextTrigger: 'soon' }, cookie);
    await send(app, 'POST', apiPaths.remindersRead(1), { keys: ['event-1-2025-03-12T08:45:00'] }, cookie);
    // Delegated access: the owner invites, a delegate accepts and works in the workspace (each request
    // reads the grant), the owner reads the delegates and the activity log.
    const invited = await send(app, 'POST', apiPaths.delegateInvitations(1), { email: 'plan.delegate@example.com', role: 'editor' }, cookie);
    const token = ((await invited.json()) as { link: string }).link.split('/invitations/')[1] ?? '';
    await get(app, apiPaths.invitation(token), delegateCookie);
    await send(app, 'POST', apiPaths.acceptInvitation(token), {}, delegateCookie);
    await get(app, apiPaths.workspaces, delegateCookie);
    await get(app, apiPaths.priorities(1), delegateCookie);
    await send(app, 'POST', apiPaths.priorities(1), { task: 'Delegate plan check', urgency: 'low' }, delegateCookie);
    await get(app, apiPaths.delegates(1), cookie);
    for (const query of ['', '?kind=priorities', '?actor=1', '?cursor=1000000']) await get(app, `${apiPaths.activity(1)}${query}`, cookie);
    // Every page and /remotes.json (the front-end's registry source).
    await createRepositories(db).remoteRegistry.live();
    // Reminders on a device: the settings screen's calls, then a push round that sends one reminder.
    const endpoint = 'https://push.example.com/send/plan';
    const keys = { p256dh: 'BMPZvRlxw_1ZFZUGXnn0cdJxOwmdYrEaS0YyJAPD--iN3sx77udqrz_0_wRffUSZ2KqTgRsT1EwpyjocawkvErw', auth: 'fPA-TrEa8Hl-mVkcvUILvw' };
    await send(app, 'POST', pushPaths.pushSubscriptions(1), { endpoint, keys, name: 'Phone' }, cookie);
    await send(app, 'PUT', pushPaths.pushSettings(1), { showDetails: true }, cookie);
    for (const path of [pushPaths.pushKey(1), pushPaths.pushSubscriptions(1), pushPaths.pushSettings(1)]) await get(app, path, cookie);
    await exec(
      base,
      "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description, reminder_minutes) VALUES (1, 'Plan', '2025-03-12T09:08:00', '2025-03-12T09:30:00', 'focus', 'high', '', 5)",
    );
    const repos = createRepositories(db);
    const listed = captured.length;
    await repos.pushSubscriptions.workspacesWithDevices();
    for (const query of captured.slice(listed)) WHOLE_TABLE_READS.add(query.sql);
    clock.advanceMs(10 * 60_000);
    // The round's work for the demo workspace (the others' devices are there to be skipped by the indexes).
    const pushed = await pushToWorkspaces(
      {
        repos,
        clock,
        vapid: vapidIdentity(repos, clock, { subject: 'mailto:plan@example.com' }),
        fetch: { allowLoopback: false },
        send: () => Promise.resolve({ status: 201 }),
      },
      [{ executiveId: 1, timeZone: 'UTC' }],
    );
    expect(pushed.sent).toBe(1);
  });

  it('captured the statements of every screen', () => {
    expect(captured.length).toBeGreaterThan(30);
    const tables = new Set(captured.flatMap((q) => [...q.sql.matchAll(/(?:from|join|update|into) "?(\w+)"?/gi)].map((m) => m[1])));
    for (const t of [
      'priorities',
      'calendar_events',
      'meetings',
      'decisions',
      'memory_notes',
      'personal_events',
      'reflections',
      'goals',
      'direct_reports',
      'voice_recordings',
      'sessions',
      'users',
      'executives',
      'push_subscriptions',
      'push_settings',
      'push_deliveries',
      'delegate_grants',
      'delegate_invitations',
      'activity_log',
    ]) {
      expect(tables, t).toContain(t);
    }
  });

  it('reaches every growing table through an index', async () => {
    const seen = new Set<string>();
    const failures: string[] = [];
    for (const query of captured) {
      if (!/^\s*(select|update|delete)/i.test(query.sql) || seen.has(query.sql) || WHOLE_TABLE_READS.has(query.sql)) continue;
      seen.add(query.sql);
      const scanned = await scans(db, query);
      if (scanned.length > 0) failures.push(`${scanned.join(', ')} scanned by: ${query.sql}`);
    }
    expect(failures).toEqual([]);
  });
});
