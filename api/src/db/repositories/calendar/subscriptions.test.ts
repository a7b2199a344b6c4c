import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../../../test/support/ical-server';
import { row, rows } from '../../../../test/support/raw-sql';
import { createSharedTestDatabase, createTestDatabase } from '../../../../test/support/test-database';
import { expandOccurrences } from '../../../services/calendar/occurrences';
import { parseIcal } from '../../../services/calendar/parse-ical';
import type { Db } from '../../connection';
import { createRepositories, type Repositories } from '../index';

const T0 = new Date('2025-03-12T09:00:00Z');
const MINUTE = 60_000;

async function executive(repos: Repositories, n: number) {
  const userId = await repos.users.create({
    email: `s${n}@example.com`,
    name: `S${n}`,
    passwordHash: 'x',
    passwordSalt: 'y',
    createdAt: '2025-03-12T09:00:00',
  });
  return repos.executives.create({ id: null, userId, name: `S${n}`, title: 'Executive', seededOn: '2025-03-12' });
}

async function setup(db?: Db) {
  const database = db ?? (await createTestDatabase());
  const repos = createRepositories(database);
  return { db: database, repos, a: await executive(repos, 1), b: await executive(repos, 2) };
}

const subscribe = (repos: Repositories, executiveId: number, name = 'Work', now = T0) =>
  repos.calendarSubscriptions.create({ executiveId, name, url: 'https://calendar.example.com/secret/basic.ics', colour: 'blue', now });

describe('calendar subscriptions repository', () => {
  it("lists, renames and deletes only the executive's own subscriptions, the events going with them", async () => {
    const { db, repos, a, b } = await setup();
    const id = await subscribe(repos, a);
    await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, a, parseIcal(fixtureText('google-style'), String(id))));
    expect(await repos.calendarSubscriptions.list(a)).toEqual([
      {
        id,
        name: 'Work',
        url: 'https://calendar.example.com/secret/basic.ics',
        colour: 'blue',
        lastSyncedAt: null,
        lastError: null,
        lastWarning: null,
        nextSyncAt: new Date(T0.getTime() + 15 * MINUTE).toISOString(),
        createdAt: T0.toISOString(),
        eventCount: 6,
      },
    ]);
    expect(await repos.calendarSubscriptions.list(b)).toEqual([]);
    expect(await repos.calendarSubscriptions.update(b, id, { name: 'Mine now' })).toBe(false);
    expect(await repos.calendarSubscriptions.remove(b, id)).toBe(false);
    expect(await repos.calendarSubscriptions.update(a, id, { name: 'Google', colour: '#0a7c4f' })).toBe(true);
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ name: 'Google', colour: '#0a7c4f' });
    expect(await repos.calendarSubscriptions.remove(a, id)).toBe(true);
    expect(await rows(db, 'SELECT id FROM calendar_subscription_events')).toEqual([]);
  });

  it('deletes subscriptions and their events with their executive (cascade on both keys)', async () => {
    const { db, repos, a, b } = await setup();
    const mine = await subscribe(repos, a);
    const theirs = await subscribe(repos, b);
    for (const [id, executiveId] of [
      [mine, a],
      [theirs, b],
    ] as const) {
      await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, executiveId, parseIcal(fixtureText('outlook-style'), String(id))));
    }
    await db.kysely.deleteFrom('executives').where('id', '=', a).execute();
    expect(await rows(db, 'SELECT DISTINCT subscription_id FROM calendar_subscription_events')).toEqual([{ subscription_id: theirs }]);
    expect((await row<{ n: number }>(db, 'SELECT count(*) AS n FROM calendar_subscriptions'))?.n).toEqual(1);
  });

  it('replaces events as a whole, and a failed replacement keeps the previous set', async () => {
    const { repos, a } = await setup();
    const id = await subscribe(repos, a);
    await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, a, parseIcal(fixtureText('google-style'), String(id))));
    const broken = parseIcal(fixtureText('outlook-style'), String(id)).map((s, i) => (i === 3 ? { ...s, summary: null as unknown as string } : s));
    await expect(repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, a, broken))).rejects.toThrow();
    expect((await repos.calendarSubscriptions.get(a, id))?.eventCount).toBe(6);
  });

  it('reads the series that touch a range, with their calendar, bounded by start_at/end_at', async () => {
    const { repos, a, b } = await setup();
    const id = await subscribe(repos, a, 'Outlook');
    await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, a, parseIcal(fixtureText('outlook-style'), String(id))));
    const from = new Date('2025-04-14T00:00:00Z');
    const to = new Date('2025-04-21T00:00:00Z');
    const found = await repos.calendarSubscriptionEvents.between(a, from, to, true);
    // The 1:1 series ended 8 April (COUNT=6); only the all-day holiday (18 April) can touch this week.
    expect(found.map((s) => s.summary)).toEqual(['Public holiday']);
    expect(found[0]).toMatchObject({ subscriptionId: id, subscriptionName: 'Outlook', colour: 'blue', allDay: true, startLocal: '2025-04-18' });
    expect(expandOccurrences(found, { from, to }, 'Asia/Tokyo').occurrences.map((o) => o.startLocal)).toEqual(['2025-04-18']);
    expect(await repos.calendarSubscriptionEvents.between(b, from, to, true)).toEqual([]);
    const march = await repos.calendarSubscriptionEvents.between(a, new Date('2025-03-24T00:00:00Z'), new Date('2025-03-31T00:00:00Z'), true);
    expect(march.map((s) => s.summary).sort()).toEqual(['1:1 with Priya', '1:1 with Priya (moved)', 'Quarterly planning']);
  });

  it('hands each due subscription to exactly one of two processes claiming at once', async () => {
    const shared = await createSharedTestDatabase();
    const first = await setup(await shared.open());
    const second = createRepositories(await shared.open());
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await subscribe(first.repos, i % 2 === 0 ? first.a : first.b, `Cal ${i}`, new Date(T0.getTime() - 20 * MINUTE)));
    const later = await subscribe(first.repos, first.a, 'Not due yet', T0);
    // Each process claims from several connections at once, as several schedulers' rounds could.
    const claimed: number[] = [];
    const claimer = async (repos: Repositories) => {
      for (;;) {
        const got = await repos.calendarSubscriptions.claimDue(T0, 2);
        if (got.length === 0) return;
        claimed.push(...got);
      }
    };
    await Promise.all([first.repos, second, first.repos, second, first.repos, second].map(claimer));
    expect(claimed.slice().sort((x, y) => x - y)).toEqual(ids);
    expect(claimed).not.toContain(later);
    // Claimed ones moved a lease forward: nobody gets them again until then.
    expect(await second.calendarSubscriptions.claimDue(new Date(T0.getTime() + 14 * MINUTE), 50)).toEqual([]);
    expect((await second.calendarSubscriptions.claimDue(new Date(T0.getTime() + 15 * MINUTE), 50)).length).toBe(41);
  });

  it('records a success with its validators, and a failure in words without touching them', async () => {
    const { repos, a } = await setup();
    const id = await subscribe(repos, a);
    const next = new Date(T0.getTime() + 15 * MINUTE);
    await repos.calendarSubscriptions.recordSuccess(id, {
      now: T0,
      nextSyncAt: next,
      validators: { etag: '"v1"', lastModified: 'Wed, 12 Mar 2025 09:00:00 GMT' },
    });
    await repos.calendarSubscriptions.recordFailure(id, { error: 'No answer within 10 seconds', nextSyncAt: next });
    expect(await repos.calendarSubscriptions.forSync(id)).toEqual({
      id,
      executiveId: a,
      url: 'https://calendar.example.com/secret/basic.ics',
      etag: '"v1"',
      lastModified: 'Wed, 12 Mar 2025 09:00:00 GMT',
    });
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ lastSyncedAt: T0.toISOString(), lastError: 'No answer within 10 seconds' });
    await repos.calendarSubscriptions.recordSuccess(id, { now: next, nextSyncAt: next });
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ lastSyncedAt: next.toISOString(), lastError: null });
    expect((await repos.calendarSubscriptions.forSync(id))?.etag).toBe('"v1"');
  });

  it('keeps what a read left out until the calendar changes: past a failure and an unchanged fetch', async () => {
    const { repos, a } = await setup();
    const id = await subscribe(repos, a);
    const next = new Date(T0.getTime() + 15 * MINUTE);
    const validators = { etag: '"v1"', lastModified: null };
    const warning = '2 events could not be read (2 without a readable start).';
    await repos.calendarSubscriptions.recordSuccess(id, { now: T0, nextSyncAt: next, validators, warning });
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ lastError: null, lastWarning: warning });
    await repos.calendarSubscriptions.recordFailure(id, { error: 'No answer within 10 seconds', nextSyncAt: next });
    await repos.calendarSubscriptions.recordSuccess(id, { now: next, nextSyncAt: next });
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ lastError: null, lastWarning: warning });
    await repos.calendarSubscriptions.recordSuccess(id, { now: next, nextSyncAt: next, validators, warning: null });
    expect(await repos.calendarSubscriptions.get(a, id)).toMatchObject({ lastWarning: null });
  });
});
