import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate';
import { migrations } from './migrations';
import { openDatabase } from './open';

describe('migrations', () => {
  it('brings an empty database to the latest version with every table', () => {
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(migrations.length);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    const tables = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type='table'").all().map((t) => t.name);
    for (const t of ['users', 'sessions', 'executives', 'priorities', 'calendar_events', 'meetings', 'decisions', 'memory_notes', 'personal_events', 'reflections', 'voice_recordings', 'voice_audio', 'goals', 'direct_reports', 'coaching_notes', 'team_voice_logs', 'leadership_profiles', 'leadership_models', 'leadership_lessons', 'leadership_action_items', 'clarity_responses', 'rate_limits']) {
      expect(tables).toContain(t);
    }
  });

  it('is a no-op on an up-to-date database', () => {
    const db = new Database(':memory:');
    migrate(db);
    expect(() => migrate(db)).not.toThrow();
  });

  it('refuses a database newer than the code', () => {
    const db = new Database(':memory:');
    db.pragma(`user_version = ${migrations.length + 1}`);
    expect(() => migrate(db)).toThrow(/newer than this code supports/);
  });

  it('applies all pending migrations in one transaction: a failing one leaves nothing behind', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, ['CREATE TABLE a (x INTEGER);', 'CREATE TABLE broken ('])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'a'").get()).toEqual({ n: 0 });
  });

  it('opens file databases in WAL mode with foreign keys on, creating the folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provana-db-'));
    try {
      const db = openDatabase(path.join(dir, 'nested', 'test.db'));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
