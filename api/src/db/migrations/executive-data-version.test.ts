// Migration 011's triggers on both databases: every change to a record the brief reads moves the
// executive's data version (and only that executive's); other writes leave it alone.
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
  }
  const version = async (id: number) => Number((await row<{ v: number }>(db, 'SELECT data_version AS v FROM executives WHERE id = ?', id))?.v);
  return { db, version };
}

const INSERTS: Record<string, string> = {
  priorities:
    "INSERT INTO priorities (executive_id, task, description, urgency, due_date, completed, source, created_at) VALUES (1, 't', '', 'high', NULL, 0, 'test', '2025-01-01')",
  meetings:
    "INSERT INTO meetings (executive_id, title, start_time, end_time, location, attendees, type) VALUES (1, 'm', '2025-01-01T09:00:00', '2025-01-01T10:00:00', '', '[]', 'x')",
  calendar_events:
    "INSERT INTO calendar_events (executive_id, title, start_time, end_time, type, priority, description) VALUES (1, 'e', '2025-01-01T09:00:00', '2025-01-01T10:00:00', 'focus', 'high', '')",
  goals:
    "INSERT INTO goals (executive_id, kind, title, model_alignment, target_date, status, tags, sort_order) VALUES (1, 'quarterly', 'g', 'servant', '2025-06-30', 'On Track', '[]', 0)",
  decisions: "INSERT INTO decisions (executive_id, title, description, impact_level, due_by) VALUES (1, 'd', '', 'high', '2025-01-02')",
};

describe('executive data version (migration 011)', () => {
  for (const [table, insert] of Object.entries(INSERTS)) {
    it(`moves on every insert, update and delete in ${table}, for that executive only`, async () => {
      const { db, version } = await twoExecutives();
      const steps = [
        insert,
        `UPDATE ${table} SET title = title WHERE executive_id = 1`.replace('title = title', table === 'priorities' ? 'task = task' : 'title = title'),
        `DELETE FROM ${table} WHERE executive_id = 1`,
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
  }

  it('moves when the executive is renamed, and not for writes the brief does not read', async () => {
    const { db, version } = await twoExecutives();
    await exec(db, "INSERT INTO memory_notes (executive_id, note, tag, next_trigger) VALUES (1, 'n', 'Personal', '2025-01-01')");
    await exec(db, "UPDATE executives SET time_zone = 'Europe/Paris' WHERE id = 1");
    expect(await version(1)).toBe(0);
    await exec(db, "UPDATE executives SET name = 'Renamed' WHERE id = 1");
    expect(await version(1)).toBe(1);
  });

  it('moves when the activity log gains an entry about a priority (its "added by" is in the brief), not about other items (migration 030)', async () => {
    const { db, version } = await twoExecutives();
    const entry = (itemType: string) =>
      `INSERT INTO activity_log (executive_id, actor_user_id, actor_name, kind, item_type, item_id, verb, description, created_at) VALUES (1, 2, 'Sam', 'x', '${itemType}', '7', 'added', 'Sam added it', 0)`;
    await exec(db, entry('memory-note'));
    expect(await version(1)).toBe(0);
    await exec(db, entry('priority'));
    expect(await version(1)).toBe(1);
    expect(await version(2)).toBe(0);
  });
});
