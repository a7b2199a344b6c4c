// The move from SQLite to PostgreSQL: every table, every row and every audio byte survive a copy
// there and back (on the postgres project; SQLite to SQLite on the other), and the target keeps working.
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, pushPaths } from '@provana/contracts';
import { createTestContext, get, login, send } from '../../test/helpers';
import { rows } from '../../test/support/raw-sql';
import { createTestDatabase } from '../../test/support/test-database';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { ensureBundledRemotes } from '../services/remotes/bundled-remotes';
import { openDatabase, type Db } from './connection';
import { DERIVED_COLUMNS, copyDatabase } from './copy-database';
import { TABLES_IN_ORDER } from './schema';

/** A device's P-256 public key (any valid point). */
const PUSH_KEY = 'BMPZvRlxw_1ZFZUGXnn0cdJxOwmdYrEaS0YyJAPD--iN3sx77udqrz_0_wRffUSZ2KqTgRsT1EwpyjocawkvErw';

async function everything(db: Db) {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES_IN_ORDER) {
    const columns =
      (await db.kysely.introspection.getTables())
        .find((t) => t.name === table)
        ?.columns.map((c) => c.name)
        .filter((c) => !DERIVED_COLUMNS.has(c)) ?? [];
    all[table] = await rows(db, `SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${columns.slice(0, 2).join(', ')}`);
  }
  return all;
}

describe('copying a database', () => {
  it('copies every row and audio file there and back, and the copy serves the account', async () => {
    const t = await createTestContext();
    const audio = Buffer.from('RIFF0000WAVEfmt copied audio bytes');
    expect(
      (await t.app.request(apiPaths.voiceRecordingAudio(1, 1), { method: 'PUT', headers: { Cookie: t.demoCookie, 'Content-Type': 'audio/wav' }, body: audio }))
        .status,
    ).toBe(200);
    await t.exec('UPDATE calendar_events SET reminder_minutes = 15 WHERE id = (SELECT MIN(id) FROM calendar_events)');
    // The remote registry (migration 020): versions, live rows and the history referring to them.
    await ensureBundledRemotes(t.repos, path.join(os.tmpdir(), 'provana-no-builds'), t.clock.now());
    // Web Push (migration 022): the server's key pair (devices subscribed with it), a device, its setting and a claim.
    expect((await get(t.app, pushPaths.pushKey(1), t.demoCookie)).status).toBe(200);
    const device = await t.row<{ id: number }>(
      "INSERT INTO push_subscriptions (executive_id, user_id, endpoint, p256dh, auth, device_name, created_at) VALUES (1, 1, 'https://push.example.com/copied', 'BKey', 'auth', 'Phone', 5) RETURNING id",
    );
    await t.exec('INSERT INTO push_settings (executive_id, user_id, show_details, updated_at) VALUES (1, 1, 1, 5)');
    await t.exec("INSERT INTO push_deliveries (subscription_id, reminder_key, claimed_at) VALUES (?, 'event-1-2025-03-12T08:45:00', 5)", device?.id);
    const original = await everything(t.db);
    // SQLite's introspection hides its virtual columns: the derived reminder times are compared by name.
    const remindAt = (db: Db) => rows(db, 'SELECT id, remind_at FROM calendar_events WHERE remind_at IS NOT NULL ORDER BY id');
    const originalRemindAt = await remindAt(t.db);
    expect(originalRemindAt).toHaveLength(1);

    // The run's database (SQLite or PostgreSQL) → a SQLite database → the run's kind again.
    const sqlite = await openDatabase({ file: ':memory:' });
    await copyDatabase(t.db, sqlite);
    const back = await createTestDatabase();
    const counts = await copyDatabase(sqlite, back);
    expect(counts.voice_audio).toBe(1);
    for (const table of TABLES_IN_ORDER) expect(counts[table], table).toBe(original[table]?.length);
    expect(await everything(sqlite)).toEqual(original);
    expect(await everything(back)).toEqual(original);
    expect(await remindAt(sqlite)).toEqual(originalRemindAt);
    expect(await remindAt(back)).toEqual(originalRemindAt);

    // New rows get new ids (sequences moved past the copied ones), and signing in works.
    const app = createApp({ db: back, clock: t.clock, engine: createBuiltInEngine(), scrypt: { N: 1024, r: 8, p: 1 } });
    const cookie = await login(app, 'demo@provana.app', 'demo1234');
    const created = await send(app, 'POST', apiPaths.priorities(1), { task: 'After the move', urgency: 'low' }, cookie);
    expect(created.status).toBe(201);
    const served = await get(app, apiPaths.voiceRecordingAudio(1, 1), cookie);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(audio);
    // The copy signs with the same VAPID key, and a new device gets an id past the copied one.
    expect(await (await get(app, pushPaths.pushKey(1), cookie)).json()).toEqual(await (await get(t.app, pushPaths.pushKey(1), t.demoCookie)).json());
    const body = { endpoint: 'https://push.example.com/after', keys: { p256dh: PUSH_KEY, auth: 'fPA-TrEa8Hl-mVkcvUILvw' }, name: 'New phone' };
    const subscribed = await send(app, 'POST', pushPaths.pushSubscriptions(1), body, cookie);
    expect(subscribed.status).toBe(201);
    expect(((await subscribed.json()) as { id: number }).id).toBeGreaterThan(device?.id ?? 0);
    await sqlite.close();
  });

  it('refuses a target that already has accounts', async () => {
    const t = await createTestContext();
    const other = await createTestContext();
    await expect(copyDatabase(t.db, other.db)).rejects.toThrow(/already has accounts/);
  });
});
