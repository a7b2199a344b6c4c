import type Database from 'better-sqlite3';
import type { SessionUser } from '@provana/contracts';

interface SessionJoinRow {
  user_id: number;
  expires_at: number;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  executive_id: number;
}

export function sessionsRepository(db: Database.Database) {
  const insert = db.prepare('INSERT INTO sessions (id_hash, user_id, persistent, created_at, expires_at) VALUES (?, ?, ?, ?, ?)');
  const find = db.prepare<[string], SessionJoinRow>(
    `SELECT s.user_id, s.expires_at, u.email, u.name, u.first_name, u.last_name, e.id AS executive_id
     FROM sessions s JOIN users u ON u.id = s.user_id JOIN executives e ON e.user_id = u.id
     WHERE s.id_hash = ?`,
  );
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?');
  // Every /api request resolves its session, and sessions end only through this repository (remove,
  // removeExpired), so remembering found rows is exact; expiry is still checked on every read.
  // Only hits are kept (random cookies cannot grow it) and the memo is bounded.
  const memo = new Map<string, SessionJoinRow>();
  const MEMO_LIMIT = 10_000;
  const lookup = (idHash: string): SessionJoinRow | undefined => {
    const cached = memo.get(idHash);
    if (cached) return cached;
    const row = find.get(idHash);
    if (row) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(idHash, row);
    }
    return row;
  };
  return {
    create: (idHash: string, userId: number, persistent: boolean, createdAt: number, expiresAt: number) => {
      insert.run(idHash, userId, persistent ? 1 : 0, createdAt, expiresAt);
    },
    /** The session's user, or null when unknown or expired at nowMs. */
    findUser: (idHash: string, nowMs: number): SessionUser | null => {
      const row = lookup(idHash);
      if (!row || row.expires_at <= nowMs) return null;
      const user: SessionUser = { id: row.user_id, email: row.email, name: row.name, role: 'tester', executiveId: row.executive_id };
      if (row.first_name) user.firstName = row.first_name;
      if (row.last_name) user.lastName = row.last_name;
      return user;
    },
    remove: (idHash: string) => {
      memo.delete(idHash);
      remove.run(idHash);
    },
    removeExpired: (nowMs: number) => {
      memo.clear();
      return removeExpired.run(nowMs).changes;
    },
  };
}
