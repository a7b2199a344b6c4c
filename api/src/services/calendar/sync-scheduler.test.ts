import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureText, startIcalServer, type IcalServer } from '../../../test/support/ical-server';
import { createTestDatabase } from '../../../test/support/test-database';
import { createRepositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';
import { createChangeHub } from '../../live/change-hub';
import { startCalendarSync } from './sync-scheduler';

let server: IcalServer;
beforeAll(async () => {
  server = await startIcalServer();
});
afterAll(() => server.close());

const MINUTE = 60_000;

async function setup() {
  const repos = createRepositories(await createTestDatabase());
  const clock = manualClock(new Date('2025-03-12T09:00:00Z'));
  const userId = await repos.users.create({ email: 'sync@example.com', name: 'Sync', passwordHash: 'x', passwordSalt: 'y', createdAt: '2025-03-12T09:00:00' });
  const executiveId = await repos.executives.create({ id: null, userId, name: 'Sync', title: 'Executive', seededOn: '2025-03-12' });
  return { repos, clock, executiveId };
}

describe('the calendar sync scheduler', () => {
  it('syncs the subscriptions that are due, each once, and the next round 15 minutes later', async () => {
    const { repos, clock, executiveId } = await setup();
    server.set('/sched-a.ics', { contentType: 'text/calendar', body: fixtureText('google-style') });
    server.set('/sched-b.ics', { contentType: 'text/html', body: '<p>gone</p>' });
    const create = (path: string) =>
      repos.calendarSubscriptions.create({
        executiveId,
        name: path,
        url: server.url(path),
        colour: 'blue',
        now: new Date(clock.now().getTime() - 15 * MINUTE),
      });
    const [a, b] = [await create('/sched-a.ics'), await create('/sched-b.ics')];
    const scheduler = startCalendarSync({ repos, clock, fetch: { allowLoopback: true } }, 3_600_000);
    try {
      expect(await scheduler.runOnce()).toBe(2);
      expect(await repos.calendarSubscriptions.get(executiveId, a)).toMatchObject({ eventCount: 6, lastError: null, nextSyncAt: '2025-03-12T09:15:00.000Z' });
      expect(await repos.calendarSubscriptions.get(executiveId, b)).toMatchObject({
        eventCount: 0,
        lastError: 'The address answered with a web page, not a calendar',
      });
      expect(await scheduler.runOnce()).toBe(0);
      clock.advanceMs(15 * MINUTE);
      expect(await scheduler.runOnce()).toBe(2);
      // The second fetch of the unchanged calendar was conditional.
      expect(server.hits('/sched-a.ics').map((h) => Boolean(h.ifNoneMatch))).toEqual([false, true]);
    } finally {
      await scheduler.stop();
    }
  });

  it('tells the workspace’s open dashboards when a sync changed its calendars, not when the feed was unchanged', async () => {
    const { repos, clock, executiveId } = await setup();
    server.set('/sched-live.ics', { contentType: 'text/calendar', body: fixtureText('google-style') });
    await repos.calendarSubscriptions.create({
      executiveId,
      name: 'Live',
      url: server.url('/sched-live.ics'),
      colour: 'blue',
      now: new Date(clock.now().getTime() - 15 * MINUTE),
    });
    const changes = createChangeHub();
    const heard: string[] = [];
    changes.subscribe({ executiveId, seesPrivate: false, accountId: null, send: (frame) => heard.push(new TextDecoder().decode(frame)), end: () => undefined });
    const scheduler = startCalendarSync({ repos, clock, fetch: { allowLoopback: true }, changes }, 3_600_000);
    try {
      expect(await scheduler.runOnce()).toBe(1);
      expect(heard).toHaveLength(1);
      expect(heard[0]).toContain('data: {"kind":"change","domain":"Calendar"}');
      clock.advanceMs(15 * MINUTE);
      expect(await scheduler.runOnce()).toBe(1);
      expect(heard).toHaveLength(1);
    } finally {
      await scheduler.stop();
      await changes.stop();
    }
  });
});
