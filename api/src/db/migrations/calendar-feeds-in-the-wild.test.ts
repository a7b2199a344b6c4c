// Migration 021 on both databases: a subscription stored before it keeps its events, which read as
// having no added dates and no THISANDFUTURE override, and its validators go, so its next sync fetches
// the calendar in full and reads it anew.
import { describe, expect, it } from 'vitest';
import { exec, row, rows } from '../../../test/support/raw-sql';
import { connectTestDatabase, createPgDatabase, onPostgres } from '../../../test/support/test-database';
import { connect, type Db } from '../connection';
import { migrate } from '../migrate';
import { migrations } from '.';

async function atVersion20(): Promise<Db> {
  const db = onPostgres ? connectTestDatabase(await createPgDatabase('empty')) : connect({ file: ':memory:' });
  await migrate(db, migrations.slice(0, 20));
  await exec(db, "INSERT INTO users (id, email, name, password_hash, password_salt, created_at) VALUES (1, 'u1@example.com', 'U', 'h', 's', '2025-01-01')");
  await exec(db, "INSERT INTO executives (id, user_id, name, title, seeded_on) VALUES (1, 1, 'E1', 'CEO', '2025-01-01')");
  await exec(
    db,
    `INSERT INTO calendar_subscriptions (id, executive_id, name, url, colour, etag, last_modified, last_synced_at, next_sync_at, created_at)
     VALUES (1, 1, 'Work', 'https://example.com/1.ics', 'blue', '"v7"', 'Wed, 12 Mar 2025 09:00:00 GMT', '2025-03-12T09:00:00.000Z', 0, '2025-01-01')`,
  );
  await exec(
    db,
    `INSERT INTO calendar_subscription_events (subscription_id, executive_id, uid, summary, start_local, time_zone, duration_ms, rrule, exdates, start_at, end_at)
     VALUES (1, 1, 'standup', 'Stand-up', '2025-03-03T09:00:00', 'Europe/Berlin', 900000, 'FREQ=WEEKLY', '["2025-03-10T09:00:00"]', 0, NULL)`,
  );
  return db;
}

describe('migration 021 (calendars as they are in the wild)', () => {
  it('keeps the stored events, adds what they lack as empty, and clears the validators', async () => {
    const db = await atVersion20();
    expect(await migrate(db)).toBe(migrations.length);
    expect(await row(db, 'SELECT etag, last_modified, last_synced_at, last_warning FROM calendar_subscriptions')).toEqual({
      etag: null,
      last_modified: null,
      last_synced_at: '2025-03-12T09:00:00.000Z',
      last_warning: null,
    });
    expect(await rows(db, 'SELECT uid, rrule, exdates, rdates, this_and_future FROM calendar_subscription_events')).toEqual([
      { uid: 'standup', rrule: 'FREQ=WEEKLY', exdates: '["2025-03-10T09:00:00"]', rdates: '[]', this_and_future: 0 },
    ]);
    await db.close();
  });
});
