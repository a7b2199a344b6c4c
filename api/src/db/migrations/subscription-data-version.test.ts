// Migration 017's triggers on both databases: a subscribed calendar's events (inserted, changed,
// replaced by a sync, deleted), its name or colour, and its removal move the executive's data version
// (and only that executive's); a sync that changed nothing (validators, times) leaves it alone.
import { describe, expect, it } from 'vitest';
import { exec, row } from '../../../test/support/raw-sql';
import { createTestDatabase } from '../../../test/support/test-database';

async function twoSubscribers() {
  const db = await createTestDatabase();
  for (const id of [1, 2]) {
    await exec(
      db,
      `INSERT INTO users (id, email, name, password_hash, password_salt, created_at) VALUES (${id}, 'u${id}@example.com', 'U', 'h', 's', '2025-01-01')`,
    );
    await exec(db, `INSERT INTO executives (id, user_id, name, title, seeded_on) VALUES (${id}, ${id}, 'E${id}', 'CEO', '2025-01-01')`);
    await exec(
      db,
      `INSERT INTO calendar_subscriptions (id, executive_id, name, url, colour, next_sync_at, created_at) VALUES (${id}, ${id}, 'Work', 'https://example.com/${id}.ics', 'blue', 0, '2025-01-01')`,
    );
  }
  const version = async (id: number) => Number((await row<{ v: number }>(db, 'SELECT data_version AS v FROM executives WHERE id = ?', id))?.v);
  return { db, version };
}

const event = (uid: string, executiveId = 1) => `(${executiveId}, ${executiveId}, '${uid}', 'Stand-up', '2025-01-01T09:00:00', 'Europe/Berlin', 900000, 0, 1)`;
const INSERT =
  'INSERT INTO calendar_subscription_events (subscription_id, executive_id, uid, summary, start_local, time_zone, duration_ms, start_at, end_at) VALUES ';

describe('executive data version for subscribed calendars (migration 017)', () => {
  it('moves on every insert, update and delete of subscribed events, several rows at once too, for that executive only', async () => {
    const { db, version } = await twoSubscribers();
    const steps = [
      `${INSERT}${event('a')}`,
      `${INSERT}${event('b')}, ${event('c')}, ${event('d')}`,
      "UPDATE calendar_subscription_events SET summary = 'Moved' WHERE uid = 'a'",
      'DELETE FROM calendar_subscription_events WHERE subscription_id = 1',
    ];
    let last = await version(1);
    for (const step of steps) {
      await exec(db, step);
      const now = await version(1);
      expect(now, step).toBeGreaterThan(last);
      last = now;
    }
    expect(await version(2)).toBe(0);
  });

  it('moves when a calendar is renamed, recoloured or removed, not when a sync changes only its bookkeeping', async () => {
    const { db, version } = await twoSubscribers();
    await exec(db, `UPDATE calendar_subscriptions SET last_synced_at = '2025-01-02', last_error = NULL, etag = '"v2"', next_sync_at = 900000 WHERE id = 1`);
    await exec(db, "UPDATE calendar_subscriptions SET name = 'Work' WHERE id = 1");
    expect(await version(1)).toBe(0);
    await exec(db, "UPDATE calendar_subscriptions SET name = 'Google' WHERE id = 1");
    expect(await version(1)).toBe(1);
    await exec(db, "UPDATE calendar_subscriptions SET colour = 'green' WHERE id = 1");
    expect(await version(1)).toBe(2);
    await exec(db, `${INSERT}${event('x')}`);
    const before = await version(1);
    // Removing it removes its events (cascade): the version moves, whichever trigger does it.
    await exec(db, 'DELETE FROM calendar_subscriptions WHERE id = 1');
    expect(await version(1)).toBeGreaterThan(before);
    expect(await version(2)).toBe(0);
  });
});
