// Sessions, stored hashed. Read on every request and never remembered in the process: a sign-out or
// expiry written by any API process over this database ends the session everywhere at once.
import type { SessionUser } from '@provana/contracts';
import { preparedQuery } from '../prepared-query';
import type { Conn } from './conn';

export function sessionsRepository(conn: Conn) {
  const { db } = conn;
  // Every request with a cookie runs this: compiled once (see prepared-query.ts).
  const sessionUser = preparedQuery(conn, 1, (idHash: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('executives as e', 'e.user_id', 'u.id')
      .select([
        's.user_id',
        's.expires_at',
        'u.email',
        'u.name',
        'u.first_name',
        'u.last_name',
        'e.id as executive_id',
        'e.time_zone',
        'e.theme',
        'e.data_version',
      ])
      .where('s.id_hash', '=', idHash),
  );
  return {
    create: async (idHash: string, userId: number, persistent: boolean, createdAt: number, expiresAt: number): Promise<void> => {
      await db
        .insertInto('sessions')
        .values({ id_hash: idHash, user_id: userId, persistent: persistent ? 1 : 0, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },
    /** The session's user and its executive's data version (migration 011), or null when unknown or expired at nowMs. */
    find: async (idHash: string, nowMs: number): Promise<{ user: SessionUser; dataVersion: number } | null> => {
      const [row] = await sessionUser(idHash);
      if (!row || row.expires_at <= nowMs) return null;
      const user: SessionUser = { id: row.user_id, email: row.email, name: row.name, role: 'tester', executiveId: row.executive_id, timeZone: row.time_zone };
      if (row.first_name) user.firstName = row.first_name;
      if (row.last_name) user.lastName = row.last_name;
      // Only a chosen theme: System is the default (and the client's when absent).
      if (row.theme === 'light' || row.theme === 'dark') user.theme = row.theme;
      return { user, dataVersion: row.data_version };
    },
    remove: async (idHash: string): Promise<void> => {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    removeExpired: async (nowMs: number): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', nowMs).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
