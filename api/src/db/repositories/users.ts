import type Database from 'better-sqlite3';

export interface UserRow {
  id: number;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  password_salt: string;
  failed_login_count: number;
  locked_until: number | null;
  created_at: string;
}

export interface NewUser {
  email: string;
  name: string;
  passwordHash: string;
  passwordSalt: string;
  createdAt: string;
}

/** The failed-login state after an atomic update: the count and the lock's end (epoch ms) or null. */
export interface LoginFailureState {
  failedLoginCount: number;
  lockedUntil: number | null;
}

interface FailureParams {
  id: number;
  now: number;
  threshold: number;
  lockUntil: number;
}

export function usersRepository(db: Database.Database) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const insert = db.prepare(
    'INSERT INTO users (email, name, password_hash, password_salt, created_at) VALUES (@email, @name, @passwordHash, @passwordSalt, @createdAt)',
  );
  // One statement computes the new count from the stored one, so concurrent failures (in this
  // process or another) each count: never read-modify-write across the password check.
  // A lock that has ended starts a fresh count; a running lock is kept as it is (not extended).
  const expired = 'locked_until IS NOT NULL AND locked_until <= @now';
  const newCount = `CASE WHEN ${expired} THEN 1 ELSE failed_login_count + 1 END`;
  const recordFailure = db.prepare<FailureParams, { failed_login_count: number; locked_until: number | null }>(
    `UPDATE users SET
       failed_login_count = ${newCount},
       locked_until = CASE
         WHEN locked_until IS NOT NULL AND locked_until > @now THEN locked_until
         WHEN ${newCount} >= @threshold THEN @lockUntil
         ELSE NULL END
     WHERE id = @id
     RETURNING failed_login_count, locked_until`,
  );
  // A success clears the count only while no lock is running: a correct password whose check began
  // before a lock was set must not lift it.
  const clearFailures = db.prepare<{ id: number; now: number }, { id: number }>(
    `UPDATE users SET failed_login_count = 0, locked_until = NULL
     WHERE id = @id AND (locked_until IS NULL OR locked_until <= @now)
     RETURNING id`,
  );
  const lockOf = db.prepare<[number], { locked_until: number | null }>('SELECT locked_until FROM users WHERE id = ?');
  return {
    findByEmail: (email: string) => byEmail.get(email),
    create: (user: NewUser) => Number(insert.run(user).lastInsertRowid),
    /**
     * Counts one failed sign-in atomically; the threshold-th consecutive failure sets the lock until
     * lockUntil. Returns the state after the update (the caller decides 401 or 423 on it).
     */
    recordFailedLogin: (id: number, nowMs: number, threshold: number, lockUntil: number): LoginFailureState => {
      const row = recordFailure.get({ id, now: nowMs, threshold, lockUntil });
      return { failedLoginCount: row?.failed_login_count ?? 0, lockedUntil: row?.locked_until ?? null };
    },
    /**
     * After a correct password: resets the count unless a lock is running at nowMs. Returns null on
     * success, or the running lock's end when the account is locked (the sign-in must be refused).
     */
    recordSuccessfulLogin: (id: number, nowMs: number): number | null => {
      if (clearFailures.get({ id, now: nowMs })) return null;
      return lockOf.get(id)?.locked_until ?? null;
    },
  };
}
