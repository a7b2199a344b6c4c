import { describe, expect, it } from 'vitest';
import { row, rows } from '../../../test/support/raw-sql';
import { createTestDatabase, onPostgres } from '../../../test/support/test-database';
import type { Db } from '../connection';
import { rateLimitsRepository } from './rate-limits';

const rule = { limit: 3, windowMs: 60_000 };
const T0 = 1_700_000_000_000;

/** Changes when the window's row is written: SQLite counts changes; PostgreSQL gives each row version a new xmin. */
const writeMark = async (db: Db) =>
  onPostgres
    ? (await row<{ v: string }>(db, "SELECT xmin::text AS v FROM rate_limits WHERE bucket = 'sign-in' AND client = 'a'"))?.v
    : (await row<{ v: number }>(db, 'SELECT total_changes() AS v'))?.v;

describe('rate limit counters', () => {
  it('counts up to the limit, then refuses without writing, until the window ends', async () => {
    const db = await createTestDatabase();
    const limits = rateLimitsRepository({ db: db.kysely, dialect: db.dialect });
    const counted = [];
    for (const i of [1, 2, 3]) counted.push(await limits.hit('sign-in', 'a', rule, T0 + i));
    expect(counted).toEqual([1, 2, 3].map((count) => ({ allowed: true, count, resetAt: T0 + 1 + 60_000 })));
    const before = await writeMark(db);
    expect(await limits.hit('sign-in', 'a', rule, T0 + 10)).toEqual({ allowed: false, count: 3, resetAt: T0 + 1 + 60_000 });
    expect(await writeMark(db)).toBe(before);
    // Other clients and other buckets have their own windows.
    expect((await limits.hit('sign-in', 'b', rule, T0 + 10)).allowed).toBe(true);
    expect((await limits.hit('sign-up', 'a', rule, T0 + 10)).allowed).toBe(true);
    // The window ends: a fresh one starts at 1.
    expect(await limits.hit('sign-in', 'a', rule, T0 + 1 + 60_000)).toEqual({ allowed: true, count: 1, resetAt: T0 + 1 + 120_000 });
  });

  it('counts every one of many concurrent attempts and allows exactly the limit', async () => {
    const db = await createTestDatabase();
    const limits = rateLimitsRepository({ db: db.kysely, dialect: db.dialect });
    const results = await Promise.all(Array.from({ length: 20 }, () => limits.hit('sign-in', 'c', { limit: 7, windowMs: 60_000 }, T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(await rows(db, "SELECT count FROM rate_limits WHERE client = 'c'")).toEqual([{ count: 7 }]);
  });

  it('prunes ended windows', async () => {
    const db = await createTestDatabase();
    const limits = rateLimitsRepository({ db: db.kysely, dialect: db.dialect });
    await limits.hit('sign-in', 'a', rule, T0);
    await limits.hit('sign-up', 'a', { limit: 5, windowMs: 3_600_000 }, T0);
    expect(await limits.pruneExpired(T0 + 60_000)).toBe(1);
    expect(await rows(db, 'SELECT bucket FROM rate_limits')).toEqual([{ bucket: 'sign-up' }]);
  });
});
