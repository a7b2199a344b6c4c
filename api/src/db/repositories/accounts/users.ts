// Accounts: look-up by email (case-insensitive on both databases, through lower(email): migration 010)
// and the failed sign-in count, updated atomically so parallel guesses from any process each count.
import { sql, type Selectable } from 'kysely';
import type { UsersTable } from '../../schema';
import type { Conn } from '../conn';

export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  passwordSalt: string;
  createdAt: string;
  /** Created by an identity provider's sign-in: the stored hash is of a random secret nobody knows. */
  passwordless?: boolean;
}

/** The failed-login state after an atomic update: the count and the lock's end (epoch ms) or null. */
export interface LoginFailureState {
  failedLoginCount: number;
  lockedUntil: number | null;
}

export function usersRepository({ db }: Conn) {
  return {
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),
    findById: (id: number): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    /** Marks the address confirmed at nowMs (kept as it was when already confirmed). */
    markEmailVerified: async (id: number, nowMs: number): Promise<void> => {
      await db.updateTable('users').set({ email_verified_at: nowMs }).where('id', '=', id).where('email_verified_at', 'is', null).execute();
    },
    /** Stores a new password hash and lifts any lock-out (a reset or change proves the person again). */
    setPassword: async (id: number, passwordHash: string, passwordSalt: string): Promise<void> => {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, password_salt: passwordSalt, has_password: 1, failed_login_count: 0, locked_until: null })
        .where('id', '=', id)
        .execute();
    },
    create: async (user: NewUser): Promise<number> => {
      const row = await db
        .insertInto('users')
        .values({
          email: user.email,
          name: user.name,
          password_hash: user.passwordHash,
          password_salt: user.passwordSalt,
          created_at: user.createdAt,
          has_password: user.passwordless ? 0 : 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * Counts one failed sign-in atomically; the threshold-th consecutive failure sets the lock until
     * lockUntil. Returns the state after the update (the caller decides 401 or 423 on it).
     */
    recordFailedLogin: async (id: number, nowMs: number, threshold: number, lockUntil: number): Promise<LoginFailureState> => {
      // One statement computes the new count from the stored one, so concurrent failures (in this
      // process or another) each count: never read-modify-write across the password check.
      // A lock that has ended starts a fresh count; a running lock is kept as it is (not extended).
      const expired = sql<boolean>`locked_until IS NOT NULL AND locked_until <= ${nowMs}`;
      const newCount = sql<number>`CASE WHEN ${expired} THEN 1 ELSE failed_login_count + 1 END`;
      const row = await db
        .updateTable('users')
        .set({
          failed_login_count: newCount,
          locked_until: sql<number | null>`CASE
            WHEN locked_until IS NOT NULL AND locked_until > ${nowMs} THEN locked_until
            WHEN ${newCount} >= ${threshold} THEN ${lockUntil}
            ELSE NULL END`,
        })
        .where('id', '=', id)
        .returning(['failed_login_count', 'locked_until'])
        .executeTakeFirst();
      return { failedLoginCount: row?.failed_login_count ?? 0, lockedUntil: row?.locked_until ?? null };
    },
    /**
     * After a correct password: resets the count unless a lock is running at nowMs. Returns null on
     * success, or the running lock's end when the account is locked (the sign-in must be refused).
     */
    recordSuccessfulLogin: async (id: number, nowMs: number): Promise<number | null> => {
      // Only while no lock is running: a correct password whose check began before a lock was set must not lift it.
      const cleared = await db
        .updateTable('users')
        .set({ failed_login_count: 0, locked_until: null })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowMs)]))
        .returning('id')
        .executeTakeFirst();
      if (cleared) return null;
      const row = await db.selectFrom('users').select('locked_until').where('id', '=', id).executeTakeFirst();
      return row?.locked_until ?? null;
    },
  };
}
