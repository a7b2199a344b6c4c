import type Database from 'better-sqlite3';
import { lazyStatement } from './lazy-statement';

export interface ExecutiveRow {
  id: number;
  user_id: number;
  name: string;
  title: string;
  seeded_on: string;
  /** The day the sample rows' dates are currently relative to (moved by the start-up re-anchoring). */
  sample_anchor_date: string | null;
  /** IANA time zone: "today", day ranges and slots are computed in it; stored times are wall-clock in it. */
  time_zone: string;
}

export function executivesRepository(db: Database.Database) {
  const insert = lazyStatement(
    db,
    'INSERT INTO executives (id, user_id, name, title, seeded_on, time_zone) VALUES (@id, @userId, @name, @title, @seededOn, @timeZone)',
  );
  const byId = db.prepare<[number], ExecutiveRow>('SELECT * FROM executives WHERE id = ?');
  const updateZone = lazyStatement<[string, number]>(db, 'UPDATE executives SET time_zone = ? WHERE id = ?');
  return {
    /** id null lets SQLite choose; the demo executive is created with id 1. */
    create: (e: { id: number | null; userId: number; name: string; title: string; seededOn: string; timeZone?: string }) =>
      Number(insert().run({ ...e, timeZone: e.timeZone ?? 'UTC' }).lastInsertRowid),
    get: (id: number) => byId.get(id),
    setTimeZone: (id: number, timeZone: string) => updateZone().run(timeZone, id).changes > 0,
  };
}
