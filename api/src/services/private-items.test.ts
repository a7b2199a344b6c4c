// Private items through the services that read them, on SQLite and PostgreSQL: a reader who does not
// see private items (a Viewer or Editor delegate) finds none in the brief's and the assistant's
// context, the workspace and recordings search, the reminders or the .ics download; the private
// feed marks them CLASS:PRIVATE.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { DAY, privateAndShared } from '../../test/support/private-items';
import { createBuiltInEngine } from '../assistant/built-in';
import { buildCalendarIcs } from './calendar/calendar-ics';
import { executiveContext } from './executive-context';
import { dueReminders } from './reminders/due-reminders';
import { searchWorkspace } from './search/workspace-search';
import { parseSearchQuery } from '../lib/fts-query';
import { nowIn } from '@provana/dates';

describe('private items in the services, for a reader who does not see them', () => {
  it('gives the brief and the assistant Busy in place of a private event, and no private coaching note', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const engine = { ...createBuiltInEngine(), readsDirectReports: true };
    const deps = { repos: t.repos, engine, clock: t.clock } as unknown as Parameters<typeof executiveContext>[0];
    const now = nowIn('UTC', new Date('2025-03-12T08:00:00Z'));
    const context = await executiveContext(deps, 1, now, false);
    const text = JSON.stringify(context);
    expect(text).not.toMatch(/Zanzibar acquisition|Zanzibar therapy|Board only|Improvement plan/);
    expect(context.calendarEvents.filter((e) => e.busy).map((e) => e.startTime)).toEqual(['2025-03-12T15:00:00', '2025-03-12T18:00:00']);
    expect(text).toContain('Great demo');

    const ownerContext = await executiveContext(deps, 1, now, true);
    expect(JSON.stringify(ownerContext)).toContain('Zanzibar acquisition talks');
    expect(JSON.stringify(ownerContext)).toContain('Improvement plan');
    expect(made.event.secret).toBeGreaterThan(0);
  });

  it('finds no private item in the workspace search or the recordings search, before their limits', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const found = async (seesPrivate: boolean) => (await searchWorkspace(t.repos, 1, 'zanzibar', 50, seesPrivate)).map((r) => `${r.kind}:${r.id}`).sort();
    const hidden = [
      `memory-note:${made.note.secret}`,
      `life-event:${made.lifeEvent.secret}`,
      `calendar-event:${made.event.secret}`,
      `calendar-event:${made.event.series}`,
      `recording:${made.recording.secret}`,
    ];
    const shared = [
      `memory-note:${made.note.shared}`,
      `life-event:${made.lifeEvent.shared}`,
      `calendar-event:${made.event.shared}`,
      `recording:${made.recording.shared}`,
    ];
    expect(await found(false)).toEqual([...shared].sort());
    expect(await found(true)).toEqual([...shared, ...hidden].sort());
    // The limit applies to what the reader may see: private entries do not crowd out the shared ones.
    expect(await searchWorkspace(t.repos, 1, 'zanzibar', 4, false)).toHaveLength(4);

    const recordings = await t.repos.voiceSearch.search(1, parseSearchQuery('zanzibar'), 1, 10, false);
    expect(recordings.total).toBe(1);
    expect(recordings.results.map((r) => r.recording.id)).toEqual([made.recording.shared]);
    expect((await t.repos.voiceSearch.search(1, parseSearchQuery('zanzibar'), 1, 10, true)).total).toBe(2);
  });

  it('shows no reminder of a private event or life event', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    // Both events remind at their start; the life events the day before at 09:00.
    const window = { after: '2025-03-12T08:00:00', now: '2025-03-12T16:00:00' };
    const keys = async (seesPrivate: boolean) => (await dueReminders(t.repos, 1, window, 'UTC', seesPrivate)).map((r) => r.key);
    const owner = await keys(true);
    expect(owner).toEqual(
      expect.arrayContaining([
        `event-${made.event.secret}-2025-03-12T15:00:00`,
        `event-${made.event.shared}-2025-03-12T11:00:00`,
        `life-${made.lifeEvent.secret}-2025-03-13`,
      ]),
    );
    const delegate = await keys(false);
    expect(delegate).toContain(`event-${made.event.shared}-2025-03-12T11:00:00`);
    expect(delegate).toContain(`life-${made.lifeEvent.shared}-2025-03-13`);
    expect(delegate.filter((k) => k.includes(`-${made.event.secret}-`) || k === `life-${made.lifeEvent.secret}-2025-03-13`)).toEqual([]);
  });

  it('writes no private event into the .ics download; the private feed marks them CLASS:PRIVATE', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const ics = async (seesPrivate: boolean) => {
      const [events, { series, overrides }] = await Promise.all([
        t.repos.calendarEvents.oneOffsBetween(1, DAY.from, DAY.to, seesPrivate),
        t.repos.calendarEvents.seriesReaching(1, DAY.from, DAY.to, seesPrivate),
      ]);
      return buildCalendarIcs({ events, meetings: [], now: new Date('2025-03-12T09:00:00Z'), timeZone: 'UTC', series, overrides });
    };
    const shared = await ics(false);
    expect(shared).toContain('Zanzibar all hands');
    expect(shared).not.toMatch(/Zanzibar acquisition|Zanzibar therapy|CLASS:PRIVATE/);
    const all = await ics(true);
    expect(all).toContain('Zanzibar acquisition talks');
    // The one-off and the series: each private VEVENT says so, the shared one does not.
    expect(all.match(/CLASS:PRIVATE/g)).toHaveLength(2);
    const sharedEvent = all.split('BEGIN:VEVENT').find((v) => v.includes(`event-${made.event.shared}@`));
    expect(sharedEvent).not.toContain('CLASS:');
  });
});
