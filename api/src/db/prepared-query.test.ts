import { describe, expect, it } from 'vitest';
import { exec } from '../../test/support/raw-sql';
import { createTestDatabase } from '../../test/support/test-database';
import { preparedQuery } from './prepared-query';

async function withUsers() {
  const db = await createTestDatabase();
  for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
    await exec(db, `INSERT INTO users (email, name, password_hash, password_salt, created_at) VALUES ('${email}', 'U${i}', 'h', 's', '2025-01-0${i + 1}')`);
  }
  return { db, conn: { db: db.kysely, dialect: db.dialect } };
}

describe('preparedQuery', () => {
  it('compiles once and runs with each call’s values, constants kept in their places', async () => {
    const { conn } = await withUsers();
    let builds = 0;
    const byName = preparedQuery(conn, 2, (name: string, after: string) => {
      builds++;
      return conn.db.selectFrom('users').select('email').where('name', '=', name).where('created_at', '>', after).where('email', 'like', '%@example.com');
    });
    expect(await byName('U1', '2024-12-31')).toEqual([{ email: 'b@example.com' }]);
    expect(await byName('U2', '2024-12-31')).toEqual([{ email: 'c@example.com' }]);
    expect(await byName('U2', '2025-12-31')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('refuses a build that does not pass an argument through as a parameter', async () => {
    const { conn } = await withUsers();
    const wrong = preparedQuery(conn, 1, (_unused: string) => conn.db.selectFrom('users').select('email'));
    await expect(wrong('x')).rejects.toThrow(/did not reach the query/);
  });
});
