// Reminders over the Hono app with a controlled clock, on the run's database (SQLite or PostgreSQL):
// an event's reminder comes due at its minute in the executive's zone, stays until read (one due
// while the dashboard was closed shows on the next visit), shows in the bell, and once read is read
// for every API process; 1:1s remind 24 hours ahead, life events the day before at 09:00, a series
// on each occurrence. Across a change to summer time: reminders-summer-time.test.ts.
import { beforeEach, describe, expect, it } from 'vitest';
import { NotificationsResponseSchema, apiPaths } from '@provana/contracts';
import { createApp } from '../app';
import { createBuiltInEngine } from '../assistant/built-in';
import { manualClock } from '../lib/clock';
import { TEST_SCRYPT, get, login, send, type TestContext } from '../../test/helpers';
import { NINE_NY, at, createEventAs, dueReminders, remindersWorkspace, type Me } from '../../test/support/reminders';

let t: TestContext;
let me: Me;
const due = (app = t.app, since?: string) => dueReminders(app, me, since);
const createEvent = (body: Record<string, unknown>) => createEventAs(t, me, body);

beforeEach(async () => {
  ({ t, me } = await remindersWorkspace());
});

describe('event reminders', () => {
  it('stores the reminder (none by default) and returns it with the event', async () => {
    const plain = await createEvent({ title: 'Plain', startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00' });
    expect(plain.reminderMinutes).toBeNull();
    const reminded = await createEvent({ title: 'Board', startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00', reminderMinutes: 60 });
    expect(reminded.reminderMinutes).toBe(60);
    const bad = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(me.executiveId),
      { title: 'X', type: 'meeting', priority: 'high', startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00', reminderMinutes: 7 },
      me.cookie,
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('comes due at its minute in the executive’s zone, shows in the bell, and once read is read for every process', async () => {
    const event = await createEvent({ title: 'Budget review', startTime: '2025-03-12T09:30', endTime: '2025-03-12T10:00', reminderMinutes: 15 });
    await createEvent({ title: 'No reminder', startTime: '2025-03-12T09:05', endTime: '2025-03-12T09:20' });
    expect(await due()).toEqual([]);
    t.clock.set(new Date(at('2025-03-12T09:15:00').getTime() - 1000));
    expect(await due()).toEqual([]);
    t.clock.set(at('2025-03-12T09:15:00'));
    const key = `event-${event.id}-2025-03-12T09:15:00`;
    expect(await due()).toEqual([
      { key, kind: 'event', title: 'Budget review', detail: 'In 15 minutes · 09:30', remindAt: '2025-03-12T09:15:00', startsAt: '2025-03-12T09:30:00' },
    ]);
    const bell = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(me.executiveId), me.cookie)).json());
    expect(bell.items.filter((i) => i.kind === 'reminder')).toEqual([
      { id: key, kind: 'reminder', title: 'Budget review', detail: 'In 15 minutes · 09:30', at: '2025-03-12T09:15:00' },
    ]);
    expect(bell.count).toBe(bell.items.length);

    // A second API process over the same database, its own clock: it agrees before and after the read.
    const other = createApp({ db: t.db, clock: manualClock(at('2025-03-12T09:16:00')), engine: createBuiltInEngine(), scrypt: TEST_SCRYPT });
    expect((await due(other)).map((r) => r.key)).toEqual([key]);
    const read = await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [key] }, me.cookie);
    expect(read.status).toBe(200);
    expect(await due()).toEqual([]);
    expect(await due(other)).toEqual([]);
    const after = NotificationsResponseSchema.parse(await (await get(other, apiPaths.notifications(me.executiveId), me.cookie)).json());
    expect(after.items.some((i) => i.kind === 'reminder')).toBe(false);
    // Reading it twice is harmless.
    expect((await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [key, key] }, me.cookie)).status).toBe(200);
  });

  it('keeps one that came due while the dashboard was closed until read; `since` narrows; a moved event reminds again', async () => {
    const event = await createEvent({ title: 'Offsite', startTime: '2025-03-12T10:00', endTime: '2025-03-12T11:00', reminderMinutes: 0 });
    const dayBefore = await createEvent({ title: 'Flight', startTime: '2025-03-13T15:00', endTime: '2025-03-13T16:00', reminderMinutes: 1440 });
    t.clock.set(at('2025-03-12T12:00:00'));
    expect((await due()).map((r) => [r.title, r.detail])).toEqual([['Offsite', 'Starting now · 10:00']]);
    // A client that already showed what came due by 11:00 (an instant in any offset).
    expect(await due(t.app, '2025-03-12T15:00:00Z')).toEqual([]);
    expect((await due(t.app, '2025-03-12T09:59:00-04:00')).map((r) => r.title)).toEqual(['Offsite']);
    await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [`event-${event.id}-2025-03-12T10:00:00`] }, me.cookie);
    expect(await due()).toEqual([]);
    const moved = await send(
      t.app,
      'PATCH',
      apiPaths.calendarEvent(me.executiveId, event.id),
      { startTime: '2025-03-12T11:30', endTime: '2025-03-12T12:00', confirmOverlap: true },
      me.cookie,
    );
    expect(moved.status).toBe(200);
    expect((await due()).map((r) => r.key)).toEqual([`event-${event.id}-2025-03-12T11:30:00`]);
    t.clock.set(at('2025-03-13T07:00:00'));
    // The next morning (a browser session ends after 12 idle hours): signed in again.
    me.cookie = await login(t.app, 'reminders@example.com', 'correct-horse');
    expect((await due()).map((r) => [r.key, r.detail])).toEqual([
      [`event-${event.id}-2025-03-12T11:30:00`, 'Starting now · 11:30'],
      [`event-${dayBefore.id}-2025-03-12T15:00:00`, 'Tomorrow at 15:00'],
    ]);
    // More than a week later, an unread one is no longer shown.
    t.clock.set(at('2025-03-20T12:00:00'));
    me.cookie = await login(t.app, 'reminders@example.com', 'correct-horse');
    expect(await due()).toEqual([]);
  });

  it('reminds before each occurrence of a series', async () => {
    const series = await createEvent({
      title: 'Stand-up',
      startTime: '2025-03-10T10:00',
      endTime: '2025-03-10T10:15',
      reminderMinutes: 10,
      repeat: { frequency: 'daily' },
    });
    const since = NINE_NY.toISOString();
    expect(await due(t.app, since)).toEqual([]);
    t.clock.set(at('2025-03-12T09:50:00'));
    const items = await due(t.app, since);
    expect(items).toEqual([
      {
        key: `event-${series.id}-2025-03-12T09:50:00`,
        kind: 'event',
        title: 'Stand-up',
        detail: 'In 10 minutes · 10:00',
        remindAt: '2025-03-12T09:50:00',
        startsAt: '2025-03-12T10:00:00',
      },
    ]);
    await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [items[0]?.key] }, me.cookie);
    expect(await due(t.app, since)).toEqual([]);
    // The ones of the days before, unread, are still there without `since`.
    expect((await due()).map((r) => r.remindAt)).toEqual(['2025-03-10T09:50:00', '2025-03-11T09:50:00']);
  });
});

describe('reminder edits', () => {
  it('gives a changed reminder time a new key: read at the old time, it reminds again at the new one', async () => {
    const event = await createEvent({ title: 'Budget review', startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00', reminderMinutes: 15 });
    const daily = await createEvent({
      title: 'Stand-up',
      startTime: '2025-03-12T11:30',
      endTime: '2025-03-12T11:45',
      reminderMinutes: 5,
      repeat: { frequency: 'daily', count: 3 },
    });
    t.clock.set(at('2025-03-12T11:25:00'));
    expect((await due()).map((r) => r.key)).toEqual([`event-${event.id}-2025-03-12T10:45:00`, `event-${daily.id}-2025-03-12T11:25:00`]);
    await send(
      t.app,
      'POST',
      apiPaths.remindersRead(me.executiveId),
      { keys: [`event-${event.id}-2025-03-12T10:45:00`, `event-${daily.id}-2025-03-12T11:25:00`] },
      me.cookie,
    );
    expect(await due()).toEqual([]);
    // An hour before instead: the times are sent as they are (no move), the reminder time and key change.
    const edit = (id: number, body: Record<string, unknown>) => send(t.app, 'PATCH', apiPaths.calendarEvent(me.executiveId, id), body, me.cookie);
    expect((await edit(event.id, { startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00', reminderMinutes: 60 })).status).toBe(200);
    expect(
      (
        await edit(daily.id, {
          scope: 'all',
          occurrenceStart: '2025-03-12T11:30:00',
          startTime: '2025-03-12T11:30',
          endTime: '2025-03-12T11:45',
          reminderMinutes: 30,
        })
      ).status,
    ).toBe(200);
    expect((await due()).map((r) => [r.key, r.detail])).toEqual([
      [`event-${event.id}-2025-03-12T10:00:00`, 'In 1 hour · 11:00'],
      [`event-${daily.id}-2025-03-12T11:00:00`, 'In 30 minutes · 11:30'],
    ]);
    // Back to the time already read: it stays read.
    expect((await edit(event.id, { startTime: '2025-03-12T11:00', endTime: '2025-03-12T12:00', reminderMinutes: 15 })).status).toBe(200);
    expect((await due()).map((r) => r.key)).toEqual([`event-${daily.id}-2025-03-12T11:00:00`]);
    // No reminder: nothing due.
    expect((await edit(daily.id, { scope: 'all', startTime: '2025-03-12T11:30', endTime: '2025-03-12T11:45', reminderMinutes: null })).status).toBe(200);
    expect(await due()).toEqual([]);
  });
});

describe('1:1 and life event reminders', () => {
  it('reminds of a 1:1 with reminder_24hr_before 24 hours ahead and of a life event with reminderSet the day before at 09:00', async () => {
    const report = await t.row<{ id: number }>('SELECT id FROM direct_reports WHERE executive_id = ? ORDER BY id', me.executiveId);
    const reportId = report?.id ?? 0;
    await t.exec("UPDATE direct_reports SET reminder_24hr_before = 1, next_meeting = '2025-03-13T10:00:00', name = 'Ada' WHERE id = ?", reportId);
    await t.exec(
      "INSERT INTO personal_events (executive_id, event, date, location, reminder_set) VALUES (?, 'Anniversary', '2025-03-13', 'Home', 1), (?, 'Quiet day', '2025-03-13', '', 0)",
      me.executiveId,
      me.executiveId,
    );
    const life = await t.row<{ id: number }>("SELECT id FROM personal_events WHERE executive_id = ? AND event = 'Anniversary'", me.executiveId);
    t.clock.set(at('2025-03-12T08:59:00'));
    expect(await due()).toEqual([]);
    t.clock.set(at('2025-03-12T09:00:00'));
    expect(await due()).toEqual([
      {
        key: `life-${life?.id}-2025-03-13`,
        kind: 'life_event',
        title: 'Anniversary',
        detail: 'Tomorrow · Home',
        remindAt: '2025-03-12T09:00:00',
        startsAt: '2025-03-13',
      },
    ]);
    t.clock.set(at('2025-03-12T10:00:00'));
    expect((await due()).map((r) => [r.kind, r.title, r.detail, r.remindAt])).toEqual([
      ['life_event', 'Anniversary', 'Tomorrow · Home', '2025-03-12T09:00:00'],
      ['one_on_one', '1:1 with Ada', 'Tomorrow at 10:00', '2025-03-12T10:00:00'],
    ]);
    await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [`one-on-one-${reportId}-2025-03-13T10:00:00`] }, me.cookie);
    expect((await due()).map((r) => r.kind)).toEqual(['life_event']);
  });
});

describe('reminder routes', () => {
  it('validate their input and belong to the executive', async () => {
    expect((await get(t.app, `${apiPaths.remindersDue(me.executiveId)}?since=yesterday`, me.cookie)).status).toBe(400);
    expect((await send(t.app, 'POST', apiPaths.remindersRead(me.executiveId), { keys: [] }, me.cookie)).status).toBe(400);
    expect((await get(t.app, apiPaths.remindersDue(1), me.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', apiPaths.remindersRead(1), { keys: ['event-1-2025-03-12T09:00:00'] }, me.cookie)).status).toBe(403);
    expect((await get(t.app, apiPaths.remindersDue(me.executiveId))).status).toBe(401);
  });
});
