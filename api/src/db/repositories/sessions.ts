import type Database from 'better-sqlite3';
import type { SessionUser } from '@provana/contracts';
import { lazyStatement } from './lazy-statement';

interface SessionJoinRow {
  user_id: number;
  expires_at: number;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  executive_id: number;
  time_zone: string;
}

export function sessionsRepository(db: Database.Database) {
  const insert = db.prepare('INSERT INTO sessions (id_hash, user_id, persistent, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  // Read on every request, never remembered in the process: a logout or expiry written by any API
  // process over this database ends the session everywhere at once.
  const find = lazyStatement<[string], SessionJoinRow>(
    db,
    `SELECT s.user_id, s.expires_at, u.email, u.name, u.first_name, u.last_name, e.id AS executive_id, e.time_zone
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN executives e ON e.user_id = u.id
     WHERE s.id_hash = ?`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  return {
    create: (idHash: string, userId: number, persistent: boolean, createdAt: number, expiresAt: number) => {
      insert.run(idHash, userId, persistent ? 1 : 0, createdAt, expiresAt);
    },
    /** The session's user, or null when unknown or expired at nowMs. */
    findUser: (idHash: string, nowMs: number): SessionUser | null => {
      const row = find().get(idHash);
      if (!row || row.expires_at <= nowMs) return null;
      const user: SessionUser = { id: row.user_id, email: row.email, name: row.name, role: 'tester', executiveId: row.executive_id, timeZone: row.time_zone };
      if (row.first_name) user.firstName = row.first_name;
      if (row.last_name) user.lastName = row.last_name;
      return user;
    },
    remove: (idHash: string) => {
      remove.run(idHash);
    },
    removeExpired: (nowMs: number) => removeExpired.run(nowMs).changes,
  };
}
