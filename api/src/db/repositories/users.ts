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

export function usersRepository(db: Database.Database) {
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const insert = db.prepare(
    'INSERT INTO users (email, name, password_hash, password_salt, created_at) VALUES (@email, @name, @passwordHash, @passwordSalt, @createdAt)',
  );
  const setFailures = db.prepare('UPDATE users SET failed_login_count = ?, locked_until = ? WHERE id = ?');
  return {
    findByEmail: (email: string) => byEmail.get(email),
    create: (user: NewUser) => Number(insert.run(user).lastInsertRowid),
    /** Failed-login bookkeeping: count and lock expiry (epoch ms) together. */
    setFailures: (id: number, count: number, lockedUntil: number | null) => {
      setFailures.run(count, lockedUntil, id);
    },
  };
}
