// Query plans in tests: a database that records every statement Kysely compiles, thousands of other
// executives' rows in every growing table (so PostgreSQL's planner would pick a sequential scan where
// an index is missing), and the tables a statement's plan scans whole.
import { Kysely, PostgresDialect, SqliteDialect, type CompiledQuery } from 'kysely';
import type { Db } from '../../src/db/connection';
import { TABLES_IN_ORDER, type Schema } from '../../src/db/schema';
import { FIXED_NOW } from './fixed-values';
import { exec, rows } from './raw-sql';

/** Framework content with a few dozen rows, read whole; and the version row. */
const STORED_TABLES = new Set<string>(TABLES_IN_ORDER);
/** remote_live: one row per remote of the contract; push_vapid_keys: the server's one key pair. */
const SMALL_TABLES = new Set(['leadership_models', 'leadership_lessons', 'leadership_action_items', 'schema_version', 'remote_live', 'push_vapid_keys']);
/** The same database, with every compiled statement recorded. */
export function recording(db: Db, captured: CompiledQuery[]): Db {
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
export async function growTables(base: Db) {
  await base.kysely.transaction().execute(async (trx) => {
    // Without the triggers that bump an executive's data version on every row: they cost time, and no
    // plan under test reads the other executives' versions. The other triggers (search index, reminder
    // times) still fill what the plans read.
    const db = { ...base, kysely: trx } as Db;
    const bumps = await rows<{ table: string; name: string }>(
      db,
      "SELECT c.relname AS table, t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE '%bumps_version'",
    );
    for (const t of bumps) await exec(db, `ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`);
    await insertOthersRows(db);
    for (const t of bumps) await exec(db, `ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
  });
  await exec(base, 'ANALYZE');
}

async function insertOthersRows(db: Db) {
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
    `INSERT INTO leadership_action_tasks (executive_id, action_item_id, priority_id) SELECT p.executive_id, a.id, p.first_id FROM (SELECT executive_id, MIN(id) AS first_id FROM priorities WHERE executive_id IN ${others} GROUP BY executive_id) p CROSS JOIN leadership_action_items a`,
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
  // Other workspaces' webhook endpoints: every write asks whether its workspace has one.
  await exec(
    db,
    `INSERT INTO webhook_endpoints (executive_id, url, events, secret, enabled, created_at) SELECT id, 'https://hooks.example.com/' || id, '["priority.created"]', 'sealed', 1, 0 FROM executives WHERE id IN ${others}`,
  );
  await exec(
    db,
    `INSERT INTO activity_log (executive_id, actor_user_id, actor_name, kind, description, created_at) SELECT id, user_id, 'E', 'priorities', 'E added a priority', ${FIXED_NOW.getTime()} - g * 60000 FROM executives CROSS JOIN generate_series(1, 5) g WHERE id IN ${others}`,
  );
}

/** The scans in a statement's plan, by table ([] when every table is reached through an index). */
export async function scans(db: Db, query: CompiledQuery): Promise<string[]> {
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
