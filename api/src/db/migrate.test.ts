import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tableNames } from '../../test/helpers';
import { insertOneRowPerTable, ONE_ROW_STATEMENTS } from '../../test/support/one-row-per-table';
import { exec, row, rows } from '../../test/support/raw-sql';
import { connectTestDatabase, createPgDatabase, onPostgres } from '../../test/support/test-database';
import { connect, openDatabase, type Db } from './connection';
import { migrate, schemaVersion } from './migrate';
import { migrations, type Migration } from './migrations';
import { TABLES_IN_ORDER } from './schema';

const same = (sql: string): Migration => ({ sqlite: sql, postgres: sql });

/** An empty database of the run's dialect, not migrated. */
async function emptyDatabase(): Promise<Db> {
  if (!onPostgres) return connect({ file: ':memory:' });
  return connectTestDatabase(await createPgDatabase('empty'));
}

/** Tables created after version 9: absent from the old database, empty right after the upgrade. */
const CREATED_SINCE_9 = new Set<string>([
  'assistant_settings',
  'calendar_subscriptions',
  'calendar_subscription_events',
  'calendar_event_overrides',
  'reminder_receipts',
  'remote_versions',
  'remote_live',
  'remote_promotions',
  'push_vapid_keys',
  'push_subscriptions',
  'push_settings',
  'push_deliveries',
  'account_tokens',
  'two_factor_totp',
  'two_factor_recovery_codes',
  'two_factor_challenges',
  'passkeys',
  'webauthn_challenges',
  'oidc_identities',
  'oidc_flows',
  'oidc_pending_links',
  'delegate_grants',
  'delegate_invitations',
  'activity_log',
  'calendar_accounts',
  'calendar_account_calendars',
  'calendar_account_objects',
  'api_tokens',
  'webhook_endpoints',
  'webhook_deliveries',
  'webhook_attempts',
  'booking_types',
  'booking_links',
  'bookings',
]);
const TABLES_AT_9 = TABLES_IN_ORDER.filter((t) => !CREATED_SINCE_9.has(t));

/** Every row of every table of version 9, for before/after comparisons. */
async function everything(db: Db) {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES_AT_9) all[table] = await rows(db, `SELECT * FROM ${table} ORDER BY 1`);
  return all;
}

describe('migrations', () => {
  it('brings an empty database to the latest version with every table', async () => {
    const db = await emptyDatabase();
    expect(await migrate(db)).toBe(migrations.length);
    expect(await schemaVersion(db)).toBe(migrations.length);
    const tables = await tableNames(db);
    for (const t of TABLES_IN_ORDER) expect(tables).toContain(t);
    await db.close();
  });

  it('is a no-op on an up-to-date database', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await expect(migrate(db)).resolves.toBe(migrations.length);
    await db.close();
  });

  it('refuses a database newer than the code', async () => {
    const db = await emptyDatabase();
    await migrate(db);
    await exec(db, 'UPDATE schema_version SET version = ?', migrations.length + 1);
    await expect(migrate(db)).rejects.toThrow(/newer than this code supports/);
    await db.close();
  });

  it('applies all pending migrations in one transaction: a failing one leaves nothing behind', async () => {
    const db = await emptyDatabase();
    await expect(migrate(db, [same('CREATE TABLE a (x INTEGER);'), same('CREATE TABLE broken (')])).rejects.toThrow();
    expect(await schemaVersion(db)).toBe(0);
    expect(await tableNames(db)).not.toContain('a');
    await db.close();
  });

  it('upgrades a database at version 9 in place, keeping every row of every table', async () => {
    const db = await emptyDatabase();
    // Version 9 as it was released: on SQLite the version lived in PRAGMA user_version, no schema_version table.
    if (db.dialect === 'sqlite') {
      for (const m of migrations.slice(0, 9)) db.sqlite.exec(m.sqlite);
      db.sqlite.pragma('user_version = 9');
    } else {
      await migrate(db, migrations.slice(0, 9));
    }
    expect(await schemaVersion(db)).toBe(9);
    await insertOneRowPerTable(db);
    const before = await everything(db);
    for (const table of TABLES_AT_9) expect(before[table], table).toHaveLength(1);
    expect(ONE_ROW_STATEMENTS).toHaveLength(TABLES_AT_9.length);

    expect(await migrate(db)).toBe(migrations.length);
    const after = await everything(db);
    // Columns added since version 9 come with their defaults; everything else is as it was.
    expect(after.executives).toEqual(before.executives?.map((e) => ({ ...(e as object), data_version: 0, theme: 'system' })));
    // 013: a recording with a transcript was typed ('none'); the task its analysis created is remembered.
    // 029: nothing is private yet.
    const notPrivate = (list: unknown[] | undefined) => list?.map((r) => ({ ...(r as object), private: 0 }));
    expect(after.voice_recordings).toEqual(
      before.voice_recordings?.map((r) => ({ ...(r as object), transcription_status: 'none', task_created: 1, private: 0 })),
    );
    // 018 (series) and 019 (reminders): a one-off event without a reminder.
    expect(after.calendar_events).toEqual(
      before.calendar_events?.map((e) => ({
        ...(e as object),
        rrule: null,
        exdates: '[]',
        series_end: null,
        reminder_minutes: null,
        remind_at: null,
        private: 0,
      })),
    );
    for (const table of ['memory_notes', 'coaching_notes', 'reflections', 'personal_events'] as const)
      expect(after[table], table).toEqual(notPrivate(before[table]));
    // 023: no address is verified yet; 026: every account so far has a password; a session gets a random
    // public id and its start as its last use.
    expect(after.users).toEqual(before.users?.map((u) => ({ ...(u as object), email_verified_at: null, has_password: 1 })));
    expect(after.sessions).toEqual(
      before.sessions?.map((s) => ({
        ...(s as object),
        public_id: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
        last_seen_at: (s as { created_at: number }).created_at,
        user_agent: null,
        client_address: null,
      })),
    );
    expect({
      ...after,
      executives: before.executives,
      voice_recordings: before.voice_recordings,
      calendar_events: before.calendar_events,
      users: before.users,
      sessions: before.sessions,
      memory_notes: before.memory_notes,
      coaching_notes: before.coaching_notes,
      reflections: before.reflections,
      personal_events: before.personal_events,
    }).toEqual(before);
    // The audio bytes and the search index came through too.
    expect((await row<{ data: Buffer }>(db, 'SELECT data FROM voice_audio'))?.data).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 1, 2, 3]));
    await db.close();
  });

  it('marks recordings stored without a transcript before 013 as failed, so they can be retried or typed', async () => {
    const db = await emptyDatabase();
    await migrate(db, migrations.slice(0, 12));
    await insertOneRowPerTable(db);
    await exec(
      db,
      "INSERT INTO voice_recordings (id, executive_id, timestamp, duration_seconds, session_id, transcript, tags_input, anchor, top_idea, action_suggestion, personal_anchor, todo_created, calendar_entry, journal, send_to_team) VALUES (2, 1, '2025-03-12T08:30:00', 5, 'session-000000000002', '', '', '', '', '', '', 0, 0, 0, 0)",
    );
    await exec(db, 'INSERT INTO assistant_settings (executive_id, use_model, updated_at) VALUES (1, 1, ?)', '2025-03-12T09:00:00');
    await migrate(db);
    expect(await rows(db, 'SELECT id, transcription_status, task_created FROM voice_recordings ORDER BY id')).toEqual([
      { id: 1, transcription_status: 'none', task_created: 1 },
      { id: 2, transcription_status: 'failed', task_created: 0 },
    ]);
    expect(await row(db, 'SELECT use_model, transcribe_on_server FROM assistant_settings')).toEqual({ use_model: 1, transcribe_on_server: 0 });
    await expect(exec(db, "UPDATE voice_recordings SET transcription_status = 'maybe' WHERE id = 1")).rejects.toThrow();
    await db.close();
  });

  it.runIf(onPostgres)('lets only one of several processes starting at once migrate (advisory lock)', async () => {
    const name = await createPgDatabase('empty');
    const processes = [connectTestDatabase(name), connectTestDatabase(name), connectTestDatabase(name)];
    await expect(Promise.all(processes.map((db) => migrate(db)))).resolves.toEqual(processes.map(() => migrations.length));
    expect(await schemaVersion(processes[0] as Db)).toBe(migrations.length);
  });

  it.runIf(!onPostgres)('opens SQLite files in WAL mode with foreign keys on, creating the folder', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-db-'));
    try {
      const db = await openDatabase({ file: path.join(dir, 'nested', 'test.db') });
      if (db.dialect !== 'sqlite') throw new Error('expected SQLite');
      expect(db.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      await db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
