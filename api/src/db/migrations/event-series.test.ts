// Migration 018 on both databases: a series' columns (one-off events unchanged: no rule, no
// exceptions), its overrides keyed by original start (one per occurrence), gone with their series or
// executive (cascade), and moving that executive's data version (the brief's cache key) only.
import { describe, expect, it } from 'vitest';
import { exec, row } from '../../../test/support/raw-sql';
import { createTestDatabase } from '../../../test/support/test-database';

async function twoExecutives() {
  const db = await createTestDatabase();
  for (const id of [1, 2]) {
    await exec(
      db,
      `INSERT INTO users (id, email, name, password_hash, password_salt, created_at) VALUES (${id}, 'u${id}@example.com', 'U', 'h', 's', '2025-01-01')`,
    );
    await exec(db, `INSERT INTO executives (id, user_id, name, title, seeded_on) VALUES (${id}, ${id}, 'E${id}', 'CEO', '2025-01-01')`);
    await exec(
      db,
      `INSERT INTO calendar_events (id, executive_id, title, start_time, end_time, type, priority, description, rrule) VALUES (${id}, ${id}, 'Stand-up', '2025-01-06T09:00:00', '2025-01-06T09:15:00', 'meeting', 'low', '', 'FREQ=DAILY')`,
    );
  }
  const version = async (id: number) => Number((await row<{ v: number }>(db, 'SELECT data_version AS v FROM executives WHERE id = ?', id))?.v);
  const overrides = async () => Number((await row<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM calendar_event_overrides'))?.n);
  return { db, version, overrides };
}

const OVERRIDE =
  "INSERT INTO calendar_event_overrides (event_id, executive_id, original_start, title, start_time, end_time) VALUES (1, 1, '2025-01-07T09:00:00', 'Moved', '2025-01-07T10:00:00', '2025-01-07T10:15:00')";

describe('event series (migration 018)', () => {
  it('gives one-off events no rule and no exceptions', async () => {
    const { db } = await twoExecutives();
    await exec(
      db,
      "INSERT INTO calendar_events (id, executive_id, title, start_time, end_time, type, priority, description) VALUES (3, 1, 'Once', '2025-01-06T12:00:00', '2025-01-06T13:00:00', 'focus', 'low', '')",
    );
    expect(await row(db, "SELECT rrule, exdates, series_end FROM calendar_events WHERE title = 'Once'")).toEqual({
      rrule: null,
      exdates: '[]',
      series_end: null,
    });
  });

  it('keeps one override per occurrence and drops overrides with their series', async () => {
    const { db, overrides } = await twoExecutives();
    await exec(db, OVERRIDE);
    await expect(exec(db, OVERRIDE)).rejects.toThrow();
    await exec(
      db,
      "INSERT INTO calendar_event_overrides (event_id, executive_id, original_start, title, start_time, end_time) VALUES (2, 2, '2025-01-07T09:00:00', 'Other', '2025-01-07T11:00:00', '2025-01-07T11:15:00')",
    );
    expect(await overrides()).toBe(2);
    await exec(db, 'DELETE FROM calendar_events WHERE id = 1');
    expect(await overrides()).toBe(1);
    await exec(db, 'DELETE FROM executives WHERE id = 2');
    expect(await overrides()).toBe(0);
  });

  it('moves the executive’s data version on every change of an override, that executive’s only', async () => {
    const { db, version } = await twoExecutives();
    const other = await version(2);
    let last = await version(1);
    for (const step of [OVERRIDE, "UPDATE calendar_event_overrides SET start_time = '2025-01-07T11:00:00'", 'DELETE FROM calendar_event_overrides']) {
      await exec(db, step);
      const now = await version(1);
      expect(now, step).toBeGreaterThan(last);
      last = now;
    }
    expect(await version(2)).toBe(other);
  });
});
