import { describe, expect, it } from 'vitest';
import { openDatabase } from '../open';
import { calendarFeedsRepository, hashFeedToken } from './calendar-feeds';
import { executivesRepository } from './executives';
import { usersRepository } from './users';

const T0 = new Date('2025-03-12T09:00:00Z');
const T1 = new Date('2025-03-13T10:00:00Z');

function setup() {
  const db = openDatabase(':memory:');
  const users = usersRepository(db);
  const executives = executivesRepository(db);
  const executive = (n: number) => {
    const userId = users.create({ email: `e${n}@example.com`, name: `E${n}`, passwordHash: 'x', passwordSalt: 'y', createdAt: '2025-03-12T09:00:00' });
    return executives.create({ id: null, userId, name: `E${n}`, title: 'Executive', seededOn: '2025-03-12' });
  };
  return { db, feeds: calendarFeedsRepository(db), a: executive(1), b: executive(2) };
}

describe('calendar feeds repository', () => {
  it('stores only the SHA-256 of a 32-byte base64url token and finds its executive by it', () => {
    const { db, feeds, a } = setup();
    const { token, createdAt } = feeds.create(a, T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createdAt).toBe(T0.toISOString());
    const rows = db.prepare('SELECT token_hash FROM calendar_feeds').all() as { token_hash: string }[];
    expect(rows).toEqual([{ token_hash: hashFeedToken(token) }]);
    expect(JSON.stringify(db.prepare('SELECT * FROM calendar_feeds').all())).not.toContain(token);
    expect(feeds.executiveOf(token)).toBe(a);
    expect(feeds.active(a)).toEqual({ createdAt });
  });

  it('keeps one active feed per executive: creating again revokes the previous token', () => {
    const { feeds, a } = setup();
    const first = feeds.create(a, T0);
    const second = feeds.create(a, T1);
    expect(second.token).not.toBe(first.token);
    expect(feeds.executiveOf(first.token)).toBeNull();
    expect(feeds.executiveOf(second.token)).toBe(a);
    expect(feeds.active(a)).toEqual({ createdAt: T1.toISOString() });
  });

  it("revokes all of one executive's feeds and no one else's", () => {
    const { feeds, a, b } = setup();
    const mine = feeds.create(a, T0);
    const theirs = feeds.create(b, T0);
    expect(feeds.revoke(a, T1)).toBe(1);
    expect(feeds.executiveOf(mine.token)).toBeNull();
    expect(feeds.active(a)).toBeNull();
    expect(feeds.executiveOf(theirs.token)).toBe(b);
    expect(feeds.revoke(a, T1)).toBe(0);
  });

  it('knows no unknown token', () => {
    const { feeds } = setup();
    expect(feeds.executiveOf('A'.repeat(43))).toBeNull();
  });
});
