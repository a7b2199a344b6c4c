import { describe, expect, it } from 'vitest';
import { exec, rows } from '../../../../test/support/raw-sql';
import { createTestDatabase } from '../../../../test/support/test-database';
import { calendarFeedsRepository, hashFeedToken, newFeedToken } from './feeds';
import { executivesRepository } from '../executives';
import { usersRepository } from '../accounts/users';

const T0 = new Date('2025-03-12T09:00:00Z');
const T1 = new Date('2025-03-13T10:00:00Z');

async function setup() {
  const db = await createTestDatabase();
  const conn = { db: db.kysely, dialect: db.dialect };
  const users = usersRepository(conn);
  const executives = executivesRepository(conn);
  const executive = async (n: number) => {
    const userId = await users.create({ email: `e${n}@example.com`, name: `E${n}`, passwordHash: 'x', passwordSalt: 'y', createdAt: '2025-03-12T09:00:00' });
    return executives.create({ id: null, userId, name: `E${n}`, title: 'Executive', seededOn: '2025-03-12' });
  };
  return { db, feeds: calendarFeedsRepository(conn), a: await executive(1), b: await executive(2) };
}

describe('calendar feeds repository', () => {
  it('stores only the SHA-256 of a 32-byte base64url token and finds its executive by it', async () => {
    const { db, feeds, a } = await setup();
    const { token, createdAt } = await feeds.create(a, T0);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(createdAt).toBe(T0.toISOString());
    expect(await rows(db, 'SELECT token_hash FROM calendar_feeds')).toEqual([{ token_hash: hashFeedToken(token) }]);
    expect(JSON.stringify(await rows(db, 'SELECT * FROM calendar_feeds'))).not.toContain(token);
    expect(await feeds.executiveOf(token)).toBe(a);
    expect(await feeds.active(a)).toEqual({ createdAt });
  });

  it('keeps one active feed per executive: creating again revokes the previous token', async () => {
    const { feeds, a } = await setup();
    const first = await feeds.create(a, T0);
    const second = await feeds.create(a, T1);
    expect(second.token).not.toBe(first.token);
    expect(await feeds.executiveOf(first.token)).toBeNull();
    expect(await feeds.executiveOf(second.token)).toBe(a);
    expect(await feeds.active(a)).toEqual({ createdAt: T1.toISOString() });
  });

  it('honours only the newest of two unrevoked feeds (what two racing resets could leave)', async () => {
    const { db, feeds, a, b } = await setup();
    const [older, newer] = [newFeedToken(), newFeedToken()];
    for (const token of [older, newer])
      await exec(db, 'INSERT INTO calendar_feeds (executive_id, token_hash, created_at) VALUES (?, ?, ?)', a, hashFeedToken(token), T0.toISOString());
    const theirs = await feeds.create(b, T1);
    expect(await feeds.executiveOf(older)).toBeNull();
    expect(await feeds.executiveOf(newer)).toBe(a);
    expect(await feeds.executiveOf(theirs.token)).toBe(b);
  });

  it("revokes all of one executive's feeds and no one else's", async () => {
    const { feeds, a, b } = await setup();
    const mine = await feeds.create(a, T0);
    const theirs = await feeds.create(b, T0);
    expect(await feeds.revoke(a, T1)).toBe(1);
    expect(await feeds.executiveOf(mine.token)).toBeNull();
    expect(await feeds.active(a)).toBeNull();
    expect(await feeds.executiveOf(theirs.token)).toBe(b);
    expect(await feeds.revoke(a, T1)).toBe(0);
  });

  it('knows no unknown token', async () => {
    const { feeds } = await setup();
    expect(await feeds.executiveOf('A'.repeat(43))).toBeNull();
  });
});
