// Private items through the repositories and services, on SQLite and PostgreSQL: a reader who does
// not see private items (seesPrivate false: a Viewer or Editor delegate) finds none of them in lists,
// single reads, edits, deletes, search, reminders, the brief's and the assistant's context or the
// .ics download, and reads a private event as Busy for its time with nothing else; the owner
// (seesPrivate true) reads everything, each private item marked.
import { describe, expect, it } from 'vitest';
import { BUSY_EVENT_TITLE, type CalendarEvent } from '@provana/contracts';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { createBuiltInEngine } from '../../assistant/built-in';
import { buildCalendarIcs } from '../../services/calendar-ics';
import { executiveContext } from '../../services/executive-context';
import { dueReminders } from '../../services/reminders/due-reminders';
import { searchWorkspace } from '../../services/search/workspace-search';
import { parseSearchQuery } from '../../lib/fts-query';
import { nowIn } from '@provana/dates';

const DAY = { from: '2025-03-12T00:00:00', to: '2025-03-13T00:00:00' };

const baseEvent = {
  executiveId: 1,
  type: 'meeting' as const,
  priority: 'high' as const,
  relatedGoals: ['Acquisition'],
};

/** One private and one shared item of every kind for the demo executive (1), each naming a word search can find. */
async function privateAndShared(t: TestContext) {
  const { repos } = t;
  const note = {
    secret: await repos.memoryNotes.create({ executiveId: 1, note: 'Zanzibar offer letter', tag: 'hiring', nextTrigger: 'Friday', private: true }),
    shared: await repos.memoryNotes.create({ executiveId: 1, note: 'Zanzibar venue booking', tag: 'offsite', nextTrigger: 'Monday' }),
  };
  const lifeEvent = {
    secret: await repos.lifeEvents.create({
      executiveId: 1,
      event: 'Zanzibar clinic visit',
      date: '2025-03-13',
      location: 'Clinic',
      reminderSet: true,
      private: true,
    }),
    shared: await repos.lifeEvents.create({ executiveId: 1, event: 'Zanzibar school play', date: '2025-03-13', location: 'School', reminderSet: true }),
  };
  const event = {
    secret: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar acquisition talks',
      startTime: '2025-03-12T15:00:00',
      endTime: '2025-03-12T16:00:00',
      description: 'Board only',
      reminderMinutes: 0,
      private: true,
    }),
    series: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar therapy',
      startTime: '2025-03-12T18:00:00',
      endTime: '2025-03-12T19:00:00',
      description: 'Weekly',
      rrule: 'FREQ=WEEKLY',
      private: true,
    }),
    shared: await repos.calendarEvents.create({
      ...baseEvent,
      title: 'Zanzibar all hands',
      startTime: '2025-03-12T11:00:00',
      endTime: '2025-03-12T12:00:00',
      description: 'Everyone',
      reminderMinutes: 0,
    }),
  };
  const recording = (transcript: string, isPrivate: boolean) =>
    repos.voiceRecordings.create({
      executiveId: 1,
      timestamp: '2025-03-12T08:00:00',
      durationSeconds: 30,
      sessionId: `session-private-${transcript.length}-${isPrivate}`,
      transcript,
      tagsInput: '',
      anchor: '',
      insights: { topIdea: transcript, actionSuggestion: '', personalAnchor: '' },
      actions: { todoCreated: false, calendarEntry: false, journal: false, sendToTeam: false },
      tags: { project: null, coreValue: null, category: [], dueDate: null },
      private: isPrivate,
    });
  const recordingIds = { secret: await recording('Zanzibar salary thoughts', true), shared: await recording('Zanzibar roadmap idea', false) };
  const [report] = await repos.directReports.list(1, true);
  if (!report) throw new Error('the demo team is empty');
  const coaching = {
    secret: (await repos.coachingNotes.add(report.id, { date: '2025-03-11', category: 'Performance', content: 'Improvement plan', private: true })).id,
    shared: (await repos.coachingNotes.add(report.id, { date: '2025-03-11', category: 'Coaching', content: 'Great demo' })).id,
  };
  await repos.reflections.upsert({
    executiveId: 1,
    weekStart: '2025-03-10',
    strategicDecisionsMade: 1,
    delayedDecisions: 0,
    delegatedTasks: 2,
    missedPersonalEvent: false,
    selfInsight: 'Tired this week',
    private: true,
  });
  return { note, lifeEvent, event, recording: recordingIds, coaching, reportName: report.name };
}

const ids = (items: readonly { id: number }[]) => items.map((i) => i.id);

describe('private items for a reader who does not see them', () => {
  it('leaves private memory notes, life events, recordings, coaching notes and reflections out of every list', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const { repos } = t;

    const notes = await repos.memoryNotes.list(1, false);
    expect(ids(notes)).toContain(made.note.shared);
    expect(ids(notes)).not.toContain(made.note.secret);
    expect((await repos.memoryNotes.list(1, true)).find((n) => n.id === made.note.secret)).toMatchObject({ private: true });
    expect((await repos.memoryNotes.list(1, true)).find((n) => n.id === made.note.shared)).not.toHaveProperty('private');

    expect(ids(await repos.lifeEvents.list(1, false))).not.toContain(made.lifeEvent.secret);
    expect(ids(await repos.lifeEvents.between(1, '2025-03-01', '2025-04-01', false))).toEqual(expect.arrayContaining([made.lifeEvent.shared]));
    expect(ids(await repos.lifeEvents.between(1, '2025-03-01', '2025-04-01', false))).not.toContain(made.lifeEvent.secret);
    expect(ids(await repos.lifeEvents.list(1, true))).toContain(made.lifeEvent.secret);

    expect(ids(await repos.voiceRecordings.list(1, false))).not.toContain(made.recording.secret);
    expect(ids(await repos.voiceRecordings.list(1, true))).toEqual(expect.arrayContaining([made.recording.secret, made.recording.shared]));

    const team = await repos.directReports.list(1, false);
    const notesOfTeam = team.flatMap((r) => r.notes);
    expect(ids(notesOfTeam)).toContain(made.coaching.shared);
    expect(ids(notesOfTeam)).not.toContain(made.coaching.secret);
    expect(ids((await repos.directReports.findByName(1, made.reportName, false))?.notes ?? [])).not.toContain(made.coaching.secret);
    expect((await repos.directReports.findByName(1, made.reportName, true))?.notes.find((n) => n.id === made.coaching.secret)).toMatchObject({
      private: true,
    });

    expect((await repos.reflections.list(1, false)).map((r) => r.weekStart)).not.toContain('2025-03-10');
    expect(await repos.reflections.own(1, '2025-03-10', false)).toBeUndefined();
    expect(await repos.reflections.own(1, '2025-03-10', true)).toMatchObject({ selfInsight: 'Tired this week', private: true });
  });

  it('does not find a private item by id: reads, edits, deletes and marking answer not found', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const { repos } = t;

    expect(await repos.voiceRecordings.get(1, made.recording.secret, false)).toBeUndefined();
    expect(await repos.voiceRecordings.remove(1, made.recording.secret, false)).toBe(false);
    expect(await repos.voiceRecordings.get(1, made.recording.secret, true)).toMatchObject({ private: true });

    expect(await repos.calendarEvents.get(1, made.event.secret, false)).toBeUndefined();
    expect(await repos.calendarEvents.stored(1, made.event.series, false)).toBeUndefined();
    expect(
      await repos.calendarEvents.move({
        executiveId: 1,
        id: made.event.secret,
        startTime: '2025-03-12T07:00:00',
        endTime: '2025-03-12T08:00:00',
        seesPrivate: false,
      }),
    ).toBe(false);
    expect(await repos.calendarEvents.remove(1, made.event.secret, false)).toBe(false);
    expect(await repos.calendarEvents.get(1, made.event.secret, true)).toMatchObject({ startTime: '2025-03-12T15:00:00', private: true });

    // Un-marking needs to see the item first; marking a shared one works for whoever may.
    expect(await repos.memoryNotes.setPrivate(1, made.note.secret, false, false)).toBe(false);
    expect(await repos.lifeEvents.setPrivate(1, made.lifeEvent.secret, false, false)).toBe(false);
    expect(await repos.voiceRecordings.setPrivate(1, made.recording.secret, false, false)).toBe(false);
    expect(await repos.calendarEvents.setPrivate(1, made.event.secret, false, false)).toBe(false);
    expect(await repos.reflections.setPrivate(1, '2025-03-10', false, false)).toBe(false);
    expect(await repos.memoryNotes.setPrivate(1, made.note.shared, true, true)).toBe(true);
    expect(ids(await repos.memoryNotes.list(1, false))).not.toContain(made.note.shared);
    expect(await repos.memoryNotes.setPrivate(1, made.note.shared, false, true)).toBe(true);
    expect(ids(await repos.memoryNotes.list(1, false))).toContain(made.note.shared);
  });

  it('reads a private event and every occurrence of a private series as Busy for its time, nothing else', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    const events = await t.repos.calendarEvents.between(1, DAY.from, '2025-03-20T00:00:00', 'UTC', false);
    const busy = events.filter((e) => e.busy);
    // The one-off and two weekly occurrences (the 12th and the 19th).
    expect(busy.map((e) => [e.id, e.startTime])).toEqual([
      [made.event.secret, '2025-03-12T15:00:00'],
      [made.event.series, '2025-03-12T18:00:00'],
      [made.event.series, '2025-03-19T18:00:00'],
    ]);
    for (const e of busy) {
      expect(e).toMatchObject({ title: BUSY_EVENT_TITLE, description: '', relatedGoals: [], type: 'other', priority: 'low', busy: true });
      expect(e).not.toHaveProperty('private');
      expect(e).not.toHaveProperty('repeat');
      expect(e).not.toHaveProperty('reminderMinutes');
      expect(JSON.stringify(e)).not.toMatch(/Zanzibar|Board only|Weekly|Acquisition/);
    }
    expect(events.find((e) => e.id === made.event.shared)).toMatchObject({ title: 'Zanzibar all hands', description: 'Everyone' });

    const owner = await t.repos.calendarEvents.between(1, DAY.from, DAY.to, 'UTC', true);
    expect(owner.find((e) => e.id === made.event.secret)).toMatchObject({ title: 'Zanzibar acquisition talks', private: true });
    expect(owner.some((e) => e.busy)).toBe(false);
  });

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

describe('private items for the owner', () => {
  it('keeps the flag when a reflection is replaced without one, and changes it when one is sent', async () => {
    const t = await createTestContext();
    await privateAndShared(t);
    const body = {
      executiveId: 1,
      weekStart: '2025-03-10',
      strategicDecisionsMade: 2,
      delayedDecisions: 1,
      delegatedTasks: 2,
      missedPersonalEvent: true,
      selfInsight: 'Better',
    };
    await t.repos.reflections.upsert(body);
    expect(await t.repos.reflections.own(1, '2025-03-10', true)).toMatchObject({ selfInsight: 'Better', private: true });
    await t.repos.reflections.upsert({ ...body, private: false });
    expect(await t.repos.reflections.own(1, '2025-03-10', false)).toMatchObject({ selfInsight: 'Better' });
  });

  it('marks the events of a series private as one: every occurrence', async () => {
    const t = await createTestContext();
    const made = await privateAndShared(t);
    expect(await t.repos.calendarEvents.setPrivate(1, made.event.series, false, true)).toBe(true);
    const events: CalendarEvent[] = await t.repos.calendarEvents.between(1, DAY.from, '2025-03-20T00:00:00', 'UTC', false);
    expect(events.filter((e) => e.id === made.event.series).map((e) => e.title)).toEqual(['Zanzibar therapy', 'Zanzibar therapy']);
  });
});
