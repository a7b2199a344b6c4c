// Reminders on recurring events, on SQLite and PostgreSQL: a one-off event's reminder and a whole
// series' change without moving it; a single occurrence cannot have a reminder of its own.
import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarEvent } from '@provana/contracts';
import { send, tableCounts } from '../../../test/helpers';
import { list, remove, series, withSeries } from '../../../test/support/event-series';

describe('reminders on recurring events', () => {
  it('changes the reminder of a one-off event or of all events without a move; one occurrence cannot have its own', async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    // A meeting at the one-off's time: a reminder change sends the same times, so there is nothing to confirm.
    await t.repos.meetings.create({
      executiveId: 1,
      title: 'Board',
      startTime: '2025-03-18T14:00:00',
      endTime: '2025-03-18T15:00:00',
      location: '',
      attendees: ['a@example.com'],
      type: 'board',
    });
    const once = (await (
      await send(
        t.app,
        'POST',
        apiPaths.calendarEvents(1),
        { ...series, repeat: undefined, title: 'Staff meeting prep', startTime: '2025-03-18T14:00:00', endTime: '2025-03-18T15:00:00' },
        t.demoCookie,
      )
    ).json()) as CalendarEvent;
    const oncePath = `${apiPaths.calendarEvents(1)}/${once.id}`;
    const times = { startTime: '2025-03-18T14:00:00', endTime: '2025-03-18T15:00:00' };
    const reminded = await send(t.app, 'PATCH', oncePath, { ...times, reminderMinutes: 30 }, t.demoCookie);
    expect(reminded.status).toBe(200);
    expect(await reminded.json()).toMatchObject({ ...times, reminderMinutes: 30, repeat: null });
    // A real move onto the meeting still asks.
    expect(
      (await send(t.app, 'PATCH', oncePath, { startTime: '2025-03-18T14:30:00', endTime: '2025-03-18T15:30:00', reminderMinutes: 30 }, t.demoCookie)).status,
    ).toBe(409);
    expect((await send(t.app, 'PATCH', oncePath, { ...times, title: 'Staff meeting: board prep', reminderMinutes: null }, t.demoCookie)).status).toBe(200);
    expect((await list(t)).find((e) => e.id === once.id)).toMatchObject({ ...times, title: 'Staff meeting: board prep', reminderMinutes: null });

    // The series, with a moved occurrence and a deleted one: a reminder for all events, sent from the
    // moved occurrence with its current times, shifts nothing and keeps the override and the exception.
    await send(
      t.app,
      'PATCH',
      path,
      { scope: 'this', occurrenceStart: '2025-03-24T09:00:00', startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00', confirmOverlap: true },
      t.demoCookie,
    );
    await remove(t, `${path}?scope=this&occurrenceStart=2025-04-07T09:00:00`);
    const before = (await list(t)).filter((e) => e.id === id).map((e) => [e.startTime, e.endTime, e.occurrenceStart]);
    const all = await send(
      t.app,
      'PATCH',
      path,
      { scope: 'all', occurrenceStart: '2025-03-24T09:00:00', startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00', reminderMinutes: 15 },
      t.demoCookie,
    );
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ id, startTime: '2025-03-17T09:00:00', endTime: '2025-03-17T10:00:00', reminderMinutes: 15 });
    const after = (await list(t)).filter((e) => e.id === id);
    expect(after.map((e) => [e.startTime, e.endTime, e.occurrenceStart])).toEqual(before);
    expect(after.every((e) => e.reminderMinutes === 15)).toBe(true);

    // One occurrence: a different reminder is refused, nothing written; the series' own value is accepted.
    const counts = await tableCounts(t.db);
    const own = await send(
      t.app,
      'PATCH',
      path,
      { scope: 'this', occurrenceStart: '2025-03-31T09:00:00', startTime: '2025-03-31T09:00:00', endTime: '2025-03-31T10:00:00', reminderMinutes: 5 },
      t.demoCookie,
    );
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({
      error: { code: 'validation_error', field: 'reminderMinutes', message: 'reminderMinutes: applies to all events of a series' },
    });
    const none = await send(
      t.app,
      'PATCH',
      path,
      { scope: 'this', occurrenceStart: '2025-03-31T09:00:00', startTime: '2025-03-31T09:00:00', endTime: '2025-03-31T10:00:00', reminderMinutes: null },
      t.demoCookie,
    );
    expect(none.status).toBe(400);
    expect(await tableCounts(t.db)).toEqual(counts);
    const same = await send(
      t.app,
      'PATCH',
      path,
      {
        scope: 'this',
        occurrenceStart: '2025-03-31T09:00:00',
        startTime: '2025-03-31T09:00:00',
        endTime: '2025-03-31T10:00:00',
        title: 'Staff meeting (long)',
        reminderMinutes: 15,
      },
      t.demoCookie,
    );
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ title: 'Staff meeting (long)', occurrenceStart: '2025-03-31T09:00:00', reminderMinutes: 15 });
    // Removing the reminder of all events.
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { scope: 'all', startTime: '2025-03-17T09:00:00', endTime: '2025-03-17T10:00:00', reminderMinutes: null },
          t.demoCookie,
        )
      ).status,
    ).toBe(200);
    expect((await list(t)).filter((e) => e.id === id).map((e) => e.reminderMinutes)).toEqual([null, null, null, null, null]);
  });
});
