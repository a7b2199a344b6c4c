import { describe, expect, it } from 'vitest';
import { openDatabase } from '../open';
import { rateLimitsRepository } from './rate-limits';

const rule = { limit: 3, windowMs: 60_000 };
const T0 = 1_700_000_000_000;

describe('rate limit counters', () => {
  it('counts up to the limit, then refuses without writing, until the window ends', () => {
    const db = openDatabase(':memory:');
    const limits = rateLimitsRepository(db);
    expect([1, 2, 3].map((i) => limits.hit('sign-in', 'a', rule, T0 + i))).toEqual([1, 2, 3].map((count) => ({ allowed: true, count, resetAt: T0 + 1 + 60_000 })));
    const changes = () => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const before = changes();
    expect(limits.hit('sign-in', 'a', rule, T0 + 10)).toEqual({ allowed: false, count: 3, resetAt: T0 + 1 + 60_000 });
    expect(changes()).toBe(before);
    // Other clients and other buckets have their own windows.
    expect(limits.hit('sign-in', 'b', rule, T0 + 10).allowed).toBe(true);
    expect(limits.hit('sign-up', 'a', rule, T0 + 10).allowed).toBe(true);
    // The window ends: a fresh one starts at 1.
    expect(limits.hit('sign-in', 'a', rule, T0 + 1 + 60_000)).toEqual({ allowed: true, count: 1, resetAt: T0 + 1 + 120_000 });
  });

  it('prunes ended windows', () => {
    const db = openDatabase(':memory:');
    const limits = rateLimitsRepository(db);
    limits.hit('sign-in', 'a', rule, T0);
    limits.hit('sign-up', 'a', { limit: 5, windowMs: 3_600_000 }, T0);
    expect(limits.pruneExpired(T0 + 60_000)).toBe(1);
    expect(db.prepare('SELECT bucket FROM rate_limits').all()).toEqual([{ bucket: 'sign-up' }]);
  });
});
