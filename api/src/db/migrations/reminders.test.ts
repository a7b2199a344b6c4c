// Migration 019 on both databases: existing events have no reminder; the database derives remind_at
// from start_time and reminder_minutes on insert and on every change of either (a move, an import,
// a bulk load write only those), and removes it with the reminder; receipts go with their executive.
import { describe, expect, it } from 'vitest';
import { exec, row } from '../../../test/support/raw-sql';
import { createTestDatabase } from '../../../test/support/test-database';

async function oneExecutive() {
  const db = await createTestDatabase();
  await exec(db, "INSERT INTO users (id, email, name, password_hash, password_salt, created_at) VALUES (1, 'u1@example.com', 'U', 'h', 's', '2025-01-01')");
  await exec(db, "INSERT INTO executives (id, user_id, name, title, seeded_on) VALUES (1, 1, 'E1', 'CEO', '2025-01-01')");
  const remindAt = async (id: number) => (await row<{ r: string | null }>(db, 'SELECT remind_at AS r FROM calendar_events WHERE id = ?', id))?.r ?? null;
  return { db, remindAt };
}

const INSERT = 'INSERT INTO calendar_events (id, executive_id, title, start_time, end_time, type, priority, description) VALUES ';

describe('reminders (migration 019)', () => {
  it('leaves an event without a reminder and derives remind_at from start_time and reminder_minutes', async () => {
    const { db, remindAt } = await oneExecutive();
    await exec(db, `${INSERT}(1, 1, 'Plain', '2025-03-01T09:00:00', '2025-03-01T10:00:00', 'meeting', 'high', '')`);
    expect(await row(db, 'SELECT reminder_minutes AS m, remind_at AS r FROM calendar_events WHERE id = 1')).toEqual({ m: null, r: null });
    await exec(db, 'UPDATE calendar_events SET reminder_minutes = 1440 WHERE id = 1');
    // A day before, across a month's end, wall clock as stored.
    expect(await remindAt(1)).toBe('2025-02-28T09:00:00');
    await exec(db, "UPDATE calendar_events SET start_time = '2025-03-09T02:30:00' WHERE id = 1");
    expect(await remindAt(1)).toBe('2025-03-08T02:30:00');
    await exec(db, 'UPDATE calendar_events SET reminder_minutes = 0 WHERE id = 1');
    expect(await remindAt(1)).toBe('2025-03-09T02:30:00');
    await exec(db, 'UPDATE calendar_events SET reminder_minutes = NULL WHERE id = 1');
    expect(await remindAt(1)).toBeNull();
    // Written with the row (an import, a bulk load), without seconds too.
    await exec(
      db,
      "INSERT INTO calendar_events (id, executive_id, title, start_time, end_time, type, priority, description, reminder_minutes) VALUES (2, 1, 'Short', '2025-03-01T00:10', '2025-03-01T01:00', 'meeting', 'high', '', 15)",
    );
    expect(await remindAt(2)).toBe('2025-02-28T23:55:00');
  });

  it('keeps one receipt per reminder key and drops them with the executive', async () => {
    const { db } = await oneExecutive();
    await exec(db, "INSERT INTO reminder_receipts (executive_id, reminder_key, read_at) VALUES (1, 'event-1-2025-03-01T09:00:00', 1)");
    await expect(
      exec(db, "INSERT INTO reminder_receipts (executive_id, reminder_key, read_at) VALUES (1, 'event-1-2025-03-01T09:00:00', 2)"),
    ).rejects.toThrow();
    await exec(db, 'DELETE FROM executives WHERE id = 1');
    expect(await row(db, 'SELECT COUNT(*) AS n FROM reminder_receipts')).toEqual({ n: expect.anything() });
    expect(Number((await row<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM reminder_receipts'))?.n)).toBe(0);
  });
});
