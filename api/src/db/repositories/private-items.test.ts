// Private items through the repositories, on SQLite and PostgreSQL: a reader who does not see private
// items (seesPrivate false: a Viewer or Editor delegate) finds none of them in lists, single reads,
// edits, deletes or marking, and reads a private event as Busy for its time with nothing else; the
// owner (seesPrivate true) reads everything, each private item marked. The services that read them
// (brief, assistant, search, reminders, .ics): services/private-items.test.ts.
import { describe, expect, it } from 'vitest';
import { BUSY_EVENT_TITLE, type CalendarEvent } from '@provana/contracts';
import { createTestContext } from '../../../test/helpers';
import { DAY, ids, privateAndShared } from '../../../test/support/private-items';

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
