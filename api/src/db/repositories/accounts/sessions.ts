// Sessions, stored hashed. Read on every request and never remembered in the process: a sign-out or
// expiry written by any API process over this database ends the session everywhere at once.
// Each has a public id for the sessions list (the cookie's hash never leaves the server) and the
// time of its last use, written at most once a minute so a busy session does not write per request.
import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@provana/contracts';
import { preparedQuery } from '../../prepared-query';
import type { Conn } from '../conn';

/** Where a session was signed in from, as the sessions list shows it. */
export interface SessionDevice {
  userAgent: string | null;
  clientAddress: string | null;
}

/** The session row's own state, beside its user. */
export interface SessionState {
  publicId: string;
  persistent: boolean;
  lastSeenAt: number;
  expiresAt: number;
}

export interface SessionListRow extends SessionDevice {
  publicId: string;
  idHash: string;
  persistent: boolean;
  createdAt: number;
  lastSeenAt: number;
}

/** What a signed-in request knows of its account, read beside a session (or a personal token): users as u, executives as e. */
export const SESSION_USER_COLUMNS = [
  'u.email',
  'u.name',
  'u.first_name',
  'u.last_name',
  'u.email_verified_at',
  'e.id as executive_id',
  'e.time_zone',
  'e.theme',
  'e.data_version',
] as const;

interface SessionUserRow {
  user_id: number;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email_verified_at: number | null;
  executive_id: number;
  time_zone: string;
  theme: string | null;
}

export function toSessionUser(row: SessionUserRow): SessionUser {
  const user: SessionUser = {
    id: row.user_id,
    email: row.email,
    name: row.name,
    role: 'tester',
    executiveId: row.executive_id,
    timeZone: row.time_zone,
    emailVerified: row.email_verified_at !== null,
  };
  if (row.first_name) user.firstName = row.first_name;
  if (row.last_name) user.lastName = row.last_name;
  // Only a chosen theme: System is the default (and the client's when absent).
  if (row.theme === 'light' || row.theme === 'dark') user.theme = row.theme;
  return user;
}

/** 16 random bytes as 22 base64url characters. */
export const newSessionPublicId = () => randomBytes(16).toString('base64url');

export function sessionsRepository(conn: Conn) {
  const { db } = conn;
  // Every request with a cookie runs this: compiled once (see prepared-query.ts).
  const sessionUser = preparedQuery(conn, 1, (idHash: string) =>
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .innerJoin('executives as e', 'e.user_id', 'u.id')
      .select(['s.user_id', 's.expires_at', 's.public_id', 's.persistent', 's.last_seen_at', ...SESSION_USER_COLUMNS])
      .where('s.id_hash', '=', idHash),
  );
  return {
    create: async (idHash: string, userId: number, persistent: boolean, createdAt: number, expiresAt: number, device?: SessionDevice): Promise<void> => {
      await db
        .insertInto('sessions')
        .values({
          id_hash: idHash,
          user_id: userId,
          persistent: persistent ? 1 : 0,
          created_at: createdAt,
          expires_at: expiresAt,
          public_id: newSessionPublicId(),
          last_seen_at: createdAt,
          user_agent: device?.userAgent ?? null,
          client_address: device?.clientAddress ?? null,
        })
        .execute();
    },
    /** The session's user and its executive's data version (migration 011), or null when unknown or expired at nowMs. */
    find: async (idHash: string, nowMs: number): Promise<{ user: SessionUser; dataVersion: number; session: SessionState } | null> => {
      const [row] = await sessionUser(idHash);
      if (!row || row.expires_at <= nowMs) return null;
      const user = toSessionUser(row);
      const session: SessionState = { publicId: row.public_id, persistent: row.persistent === 1, lastSeenAt: row.last_seen_at, expiresAt: row.expires_at };
      return { user, dataVersion: row.data_version, session };
    },
    /**
     * Records a use at nowMs and moves the session's end to expiresAt, unless a use was recorded after
     * `unlessSeenAfter` (another request or process just did). Returns whether it wrote.
     */
    touch: async (idHash: string, nowMs: number, expiresAt: number, unlessSeenAfter: number): Promise<boolean> => {
      const result = await db
        .updateTable('sessions')
        .set({ last_seen_at: nowMs, expires_at: expiresAt })
        .where('id_hash', '=', idHash)
        .where('last_seen_at', '<=', unlessSeenAfter)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** The user's sessions still valid at nowMs, the most recently used first. */
    listForUser: async (userId: number, nowMs: number): Promise<SessionListRow[]> => {
      const rows = await db
        .selectFrom('sessions')
        .select(['id_hash', 'public_id', 'persistent', 'created_at', 'last_seen_at', 'user_agent', 'client_address'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', nowMs)
        .orderBy('last_seen_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((r) => ({
        idHash: r.id_hash,
        publicId: r.public_id,
        persistent: r.persistent === 1,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        userAgent: r.user_agent,
        clientAddress: r.client_address,
      }));
    },
    remove: async (idHash: string): Promise<void> => {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    /** Ends one of the user's sessions by its public id; returns the ended session's hash, or null when it is not theirs. */
    removeByPublicId: async (userId: number, publicId: string): Promise<string | null> => {
      const row = await db.deleteFrom('sessions').where('user_id', '=', userId).where('public_id', '=', publicId).returning('id_hash').executeTakeFirst();
      return row?.id_hash ?? null;
    },
    /** Ends every session of the user but `keepIdHash` (a password change keeps the browser that made it); returns how many. */
    removeOthers: async (userId: number, keepIdHash: string): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).where('id_hash', '!=', keepIdHash).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Ends every session of the user (a password reset: whoever knew the old password is out); returns how many. */
    removeAllForUser: async (userId: number): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    removeExpired: async (nowMs: number): Promise<number> => {
      const result = await db.deleteFrom('sessions').where('expires_at', '<=', nowMs).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
