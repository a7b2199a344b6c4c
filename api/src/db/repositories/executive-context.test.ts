// The context's one statement returns exactly what the per-list queries return (same rows, same
// order, same mapping) on both databases, for a seeded workspace, an empty one and a missing one.
import { describe, expect, it } from 'vitest';
import { ensureDemoAccount } from '../../auth/accounts';
import { manualClock } from '../../lib/clock';
import { TEST_SCRYPT } from '../../../test/helpers';
import { fixtureText } from '../../../test/support/ical-server';
import { parseIcal } from '../../services/calendar/parse-ical';
import { createTestDatabase } from '../../../test/support/test-database';
import { createRepositories } from '.';

const NOW = new Date('2025-03-12T12:00:00Z');

async function seeded() {
  const repos = createRepositories(await createTestDatabase());
  await ensureDemoAccount(repos, manualClock(NOW), TEST_SCRYPT);
  return repos;
}

describe('executive context repository', () => {
  it('reads in one statement what the lists read one by one, in their order', async () => {
    const repos = await seeded();
    const [from, to] = ['2025-03-12T00:00:00', '2025-03-19T00:00:00'];
    const subscriptionId = await repos.calendarSubscriptions.create({
      executiveId: 1,
      name: 'Work',
      url: 'https://calendar.example.com/a.ics',
      colour: 'teal',
      now: new Date('2025-03-12T00:00:00Z'),
    });
    await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(subscriptionId, 1, parseIcal(fixtureText('google-style'), String(subscriptionId))));
    // Added dates and a THISANDFUTURE override come through the statement's JSON rows too.
    for (const feed of ['nextcloud-rdate', 'nextcloud-this-and-future'] as const) {
      const id = await repos.calendarSubscriptions.create({
        executiveId: 1,
        name: feed,
        url: `https://calendar.example.com/${feed}.ics`,
        colour: 'blue',
        now: new Date('2025-03-12T00:00:00Z'),
      });
      await repos.transaction((tx) => tx.calendarSubscriptionEvents.replace(id, 1, parseIcal(fixtureText(feed), String(id))));
    }
    const instants = { from: new Date('2025-03-12T00:00:00Z'), to: new Date('2025-03-19T00:00:00Z') };
    const records = await repos.executiveContext.read(1, from, to, true, instants);
    expect(records).toEqual({
      executiveName: (await repos.executives.get(1))?.name,
      priorities: await repos.priorities.list(1),
      meetings: await repos.meetings.between(1, from, to),
      calendarEvents: await repos.calendarEvents.between(1, from, to, 'UTC', true),
      goals: await repos.goals.list(1),
      decisions: await repos.decisions.pending(1),
      subscribedSeries: await repos.calendarSubscriptionEvents.between(1, instants.from, instants.to, true),
    });
    // The seeded demo fills every list, so the comparison above is not of empty lists.
    for (const list of [records.priorities, records.meetings, records.calendarEvents, records.goals, records.decisions, records.subscribedSeries])
      expect(list.length).toBeGreaterThan(1);
    expect(records.meetings.every((m) => Array.isArray(m.attendees))).toBe(true);
    expect(records.subscribedSeries.some((s) => s.rdates.some((d) => d.durationMs === 3 * 3_600_000))).toBe(true);
    expect(records.subscribedSeries.some((s) => s.thisAndFuture)).toBe(true);
  });

  it('runs its compiled statement again with new values: another range, another executive', async () => {
    const repos = await seeded();
    const today = await repos.executiveContext.read(1, '2025-03-12T00:00:00', '2025-03-13T00:00:00', true);
    const none = await repos.executiveContext.read(1, '2030-01-01T00:00:00', '2030-01-02T00:00:00', true);
    expect(today.meetings.length).toBeGreaterThan(0);
    expect(none.meetings).toEqual([]);
    expect(none.calendarEvents).toEqual([]);
    expect(none.priorities).toEqual(today.priorities);
    expect(await repos.executiveContext.read(999, '2025-03-12T00:00:00', '2025-03-13T00:00:00', true)).toEqual({
      executiveName: null,
      priorities: [],
      meetings: [],
      calendarEvents: [],
      goals: [],
      decisions: [],
      subscribedSeries: [],
    });
  });
});
