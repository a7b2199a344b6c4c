// Reminders across Berlin's change to summer time, on the run's database: each occurrence of a
// series reminds at its own local time (a moved one at its new time, a deleted one never), and 1:1s
// and life events remind at the same wall-clock time on either side of the change.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { get, login, send, type TestContext } from '../../test/helpers';
import { createEventAs, dueReminders, remindersWorkspace, type Me } from '../../test/support/reminders';

let t: TestContext;
let me: Me;
const due = (app = t.app, since?: string) => dueReminders(app, me, since);
const createEvent = (body: Record<string, unknown>) => createEventAs(t, me, body);
/** Moves one occurrence of a series (scope 'this'); the answer's status. */
const moveOccurrence = async (path: string, occurrenceStart: string, startTime: string, endTime: string) =>
  (await send(t.app, 'PATCH', path, { scope: 'this', occurrenceStart, startTime, endTime, confirmOverlap: true }, me.cookie)).status;

beforeEach(async () => {
  ({ t, me } = await remindersWorkspace());
});

describe('reminders across Berlin’s change to summer time (Sunday 30 March 2025, 02:00 CET → 03:00 CEST)', () => {
  const BERLIN = 'Europe/Berlin';
  beforeEach(async () => {
    await t.repos.executives.setTimeZone(me.executiveId, BERLIN);
    // A remembered session: the clock below runs three weeks on.
    me.cookie = await login(t.app, 'reminders@example.com', 'correct-horse', true);
  });
  const dueAt = async (instant: string) => {
    t.clock.set(new Date(instant));
    return due();
  };

  it('reminds before each occurrence at its own local time, a moved one at its new time, a deleted one never', async () => {
    const series = await createEvent({
      title: 'Stand-up',
      startTime: '2025-03-28T09:00',
      endTime: '2025-03-28T09:15',
      reminderMinutes: 10,
      repeat: { frequency: 'daily', count: 5 },
    });
    const path = apiPaths.calendarEvent(me.executiveId, series.id);
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { scope: 'this', occurrenceStart: '2025-03-29T09:00:00', startTime: '2025-03-29T11:00', endTime: '2025-03-29T11:15', confirmOverlap: true },
          me.cookie,
        )
      ).status,
    ).toBe(200);
    expect((await t.app.request(`${path}?scope=this&occurrenceStart=2025-03-31T09:00:00`, { method: 'DELETE', headers: { Cookie: me.cookie } })).status).toBe(
      200,
    );
    // 08:50 CET is 07:50Z; 08:50 CEST is 06:50Z.
    expect(await dueAt('2025-03-28T07:49:59Z')).toEqual([]);
    expect((await dueAt('2025-03-28T07:50:00Z')).map((r) => r.remindAt)).toEqual(['2025-03-28T08:50:00']);
    // The moved occurrence: not at 08:50, at 10:50 CET.
    expect((await dueAt('2025-03-29T09:49:59Z')).map((r) => r.remindAt)).toEqual(['2025-03-28T08:50:00']);
    expect((await dueAt('2025-03-29T09:50:00Z')).map((r) => [r.remindAt, r.startsAt])).toEqual([
      ['2025-03-28T08:50:00', '2025-03-28T09:00:00'],
      ['2025-03-29T10:50:00', '2025-03-29T11:00:00'],
    ]);
    // Sunday, summer time: 08:50 CEST.
    expect((await dueAt('2025-03-30T06:49:59Z')).map((r) => r.remindAt)).toEqual(['2025-03-28T08:50:00', '2025-03-29T10:50:00']);
    expect((await dueAt('2025-03-30T06:50:00Z')).map((r) => r.remindAt)).toEqual(['2025-03-28T08:50:00', '2025-03-29T10:50:00', '2025-03-30T08:50:00']);
    // Monday's occurrence was deleted; Tuesday's, the last, reminds.
    expect((await dueAt('2025-04-01T12:00:00Z')).map((r) => r.remindAt)).toEqual([
      '2025-03-28T08:50:00',
      '2025-03-29T10:50:00',
      '2025-03-30T08:50:00',
      '2025-04-01T08:50:00',
    ]);
    expect((await due()).every((r) => r.key.startsWith(`event-${series.id}-`) && r.title === 'Stand-up')).toBe(true);
  });

  it('reminds of an occurrence moved past the series’ last one', async () => {
    const series = await createEvent({
      title: 'Review',
      startTime: '2025-03-24T09:00',
      endTime: '2025-03-24T10:00',
      reminderMinutes: 30,
      repeat: { frequency: 'weekly', weekdays: ['MO'], count: 2 },
    });
    const path = apiPaths.calendarEvent(me.executiveId, series.id);
    expect(await moveOccurrence(path, '2025-03-31T09:00:00', '2025-04-03T09:00', '2025-04-03T10:00')).toBe(200);
    const listed = (await (await get(t.app, `${apiPaths.calendarEvents(me.executiveId)}?from=2025-04-02&to=2025-04-04`, me.cookie)).json()) as {
      id: number;
      startTime: string;
    }[];
    expect(listed.filter((e) => e.id === series.id).map((e) => e.startTime)).toEqual(['2025-04-03T09:00:00']);
    expect((await dueAt('2025-04-03T06:30:00Z')).map((r) => [r.remindAt, r.startsAt])).toEqual([['2025-04-03T08:30:00', '2025-04-03T09:00:00']]);
    // And one moved before the first: listed in a range the series itself does not reach.
    expect(await moveOccurrence(path, '2025-03-24T09:00:00', '2025-03-21T09:00', '2025-03-21T10:00')).toBe(200);
    const early = (await (await get(t.app, `${apiPaths.calendarEvents(me.executiveId)}?from=2025-03-20&to=2025-03-22`, me.cookie)).json()) as {
      id: number;
      occurrenceStart: string;
    }[];
    expect(early.filter((e) => e.id === series.id).map((e) => e.occurrenceStart)).toEqual(['2025-03-24T09:00:00']);
  });

  it('reminds of a 1:1 with reminder_24hr_before a day ahead and of a life event with reminderSet at 09:00 local the day before', async () => {
    const report = await t.row<{ id: number }>('SELECT id FROM direct_reports WHERE executive_id = ? ORDER BY id', me.executiveId);
    await t.exec("UPDATE direct_reports SET reminder_24hr_before = 1, next_meeting = '2025-03-31T10:00:00', name = 'Ada' WHERE id = ?", report?.id);
    await t.exec(
      "INSERT INTO personal_events (executive_id, event, date, location, reminder_set) VALUES (?, 'Saturday dinner', '2025-03-29', '', 1), (?, 'Birthday', '2025-03-31', '', 1)",
      me.executiveId,
      me.executiveId,
    );
    // Saturday's dinner: Friday 09:00 CET (08:00Z).
    expect(await dueAt('2025-03-28T07:59:59Z')).toEqual([]);
    expect((await dueAt('2025-03-28T08:00:00Z')).map((r) => [r.title, r.remindAt])).toEqual([['Saturday dinner', '2025-03-28T09:00:00']]);
    // Monday's birthday: Sunday 09:00 CEST (07:00Z), an hour earlier in UTC than the day before.
    expect((await dueAt('2025-03-30T06:59:59Z')).map((r) => r.title)).toEqual(['Saturday dinner']);
    expect((await dueAt('2025-03-30T07:00:00Z')).map((r) => [r.title, r.remindAt])).toEqual([
      ['Saturday dinner', '2025-03-28T09:00:00'],
      ['Birthday', '2025-03-30T09:00:00'],
    ]);
    // Monday's 10:00 1:1: Sunday 10:00 CEST (08:00Z), the same wall-clock time a day before.
    expect((await dueAt('2025-03-30T07:59:59Z')).map((r) => r.kind)).toEqual(['life_event', 'life_event']);
    expect((await dueAt('2025-03-30T08:00:00Z')).map((r) => [r.kind, r.title, r.remindAt, r.startsAt])).toEqual([
      ['life_event', 'Saturday dinner', '2025-03-28T09:00:00', '2025-03-29'],
      ['life_event', 'Birthday', '2025-03-30T09:00:00', '2025-03-31'],
      ['one_on_one', '1:1 with Ada', '2025-03-30T10:00:00', '2025-03-31T10:00:00'],
    ]);
  });
});
