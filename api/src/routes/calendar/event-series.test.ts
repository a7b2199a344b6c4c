// Recurring events through the API, on SQLite and PostgreSQL: a weekly series is read
// as its occurrences (the same local time across Berlin's change on 30 March 2025), one occurrence
// is moved (an override) and another deleted (an exception), the whole series is shifted, and the
// .ics export carries RRULE, EXDATE and RECURRENCE-ID: read back by the project's own parser and
// expansion, it yields the very occurrences the API lists.
import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarEvent, type CalendarResponse } from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts } from '../../../test/helpers';
import { list, remove, series, withSeries } from '../../../test/support/event-series';

describe('recurring events', () => {
  it('creates a weekly series and lists each occurrence at 09:00 local across the daylight-saving change', async () => {
    const { t, created } = await withSeries();
    expect(created).toMatchObject({
      title: 'Staff meeting',
      startTime: '2025-03-17T09:00:00',
      repeat: { frequency: 'weekly', weekdays: ['MO'], count: 6 },
      occurrenceStart: null,
    });
    const occurrences = await list(t);
    expect(occurrences.map((e) => e.startTime)).toEqual(['03-17', '03-24', '03-31', '04-07', '04-14', '04-21'].map((d) => `2025-${d}T09:00:00`));
    expect(occurrences.every((e) => e.id === created.id && e.occurrenceStart === e.startTime && e.repeat?.frequency === 'weekly')).toBe(true);
    // A narrower range: only the occurrences starting in it.
    expect((await list(t, '?from=2025-03-30&to=2025-04-07')).map((e) => e.startTime)).toEqual(['2025-03-31T09:00:00', '2025-04-07T09:00:00']);
    // The month grid shows each occurrence, each with its own item id.
    const month = (await (await get(t.app, `${apiPaths.calendar(1)}?from=2025-03-01&to=2025-03-31`, t.demoCookie)).json()) as CalendarResponse;
    const items = month.items.filter((i) => i.title === 'Staff meeting');
    expect(items.map((i) => `${i.date} ${i.time}`)).toEqual(['2025-03-17 09:00', '2025-03-24 09:00', '2025-03-31 09:00']);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
  });

  it('refuses a repeat without days, a count out of 1-366, an end before the start, or both ends, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const post = async (repeat: unknown) => send(t.app, 'POST', apiPaths.calendarEvents(1), { ...series, repeat }, t.demoCookie);
    for (const repeat of [
      { frequency: 'weekly', weekdays: [] },
      { frequency: 'daily', count: 0 },
      { frequency: 'daily', count: 367 },
      { frequency: 'daily', until: '2025-03-16' },
      { frequency: 'daily', until: '2025-04-01', count: 3 },
      { frequency: 'hourly' },
      { frequency: 'weekly', weekdays: ['XX'] },
    ]) {
      const res = await post(repeat);
      expect(res.status, JSON.stringify(repeat)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_error');
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('moves one occurrence (an override) and deletes another (an exception); the rest stay', async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    const moved = await send(
      t.app,
      'PATCH',
      path,
      {
        scope: 'this',
        occurrenceStart: '2025-03-24T09:00:00',
        startTime: '2025-03-25T14:00:00',
        endTime: '2025-03-25T15:30:00',
        title: 'Staff meeting (moved)',
        confirmOverlap: true,
      },
      t.demoCookie,
    );
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id, title: 'Staff meeting (moved)', startTime: '2025-03-25T14:00:00', occurrenceStart: '2025-03-24T09:00:00' });
    // Moved again (no title, as the timeline sends): the same override, keyed by the original start, its title kept.
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { scope: 'this', occurrenceStart: '2025-03-24T09:00', startTime: '2025-03-25T15:00:00', endTime: '2025-03-25T16:00:00', confirmOverlap: true },
          t.demoCookie,
        )
      ).status,
    ).toBe(200);
    expect((await remove(t, `${path}?scope=this&occurrenceStart=2025-04-07T09:00:00`)).status).toBe(200);
    expect((await list(t)).map((e) => [e.startTime, e.title, e.occurrenceStart])).toEqual([
      ['2025-03-17T09:00:00', 'Staff meeting', '2025-03-17T09:00:00'],
      ['2025-03-25T15:00:00', 'Staff meeting (moved)', '2025-03-24T09:00:00'],
      ['2025-03-31T09:00:00', 'Staff meeting', '2025-03-31T09:00:00'],
      ['2025-04-14T09:00:00', 'Staff meeting', '2025-04-14T09:00:00'],
      ['2025-04-21T09:00:00', 'Staff meeting', '2025-04-21T09:00:00'],
    ]);
    // Deleting a moved occurrence removes its override too.
    expect((await remove(t, `${path}?scope=this&occurrenceStart=2025-03-24T09:00:00`)).status).toBe(200);
    expect((await list(t)).map((e) => e.startTime)).toEqual(['2025-03-17T09:00:00', '2025-03-31T09:00:00', '2025-04-14T09:00:00', '2025-04-21T09:00:00']);
  });

  it('answers 404 for a start the series does not have, a deleted one, or a one-off event; 400 without occurrenceStart', async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    const patch = (occurrenceStart: string, at = path) =>
      send(
        t.app,
        'PATCH',
        at,
        { scope: 'this', occurrenceStart, startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00', confirmOverlap: true },
        t.demoCookie,
      );
    expect((await patch('2025-03-18T09:00:00')).status).toBe(404);
    // After the count's last occurrence.
    expect((await patch('2025-04-28T09:00:00')).status).toBe(404);
    expect((await remove(t, `${path}?scope=this&occurrenceStart=2025-03-31T09:00:00`)).status).toBe(200);
    expect((await patch('2025-03-31T09:00:00')).status).toBe(404);
    expect((await remove(t, `${path}?scope=this&occurrenceStart=2025-03-31T09:00:00`)).status).toBe(404);
    expect((await remove(t, `${path}?scope=this`)).status).toBe(400);
    // A move of a series that names neither scope nor occurrence is ambiguous.
    expect(
      (await send(t.app, 'PATCH', path, { startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00', confirmOverlap: true }, t.demoCookie)).status,
    ).toBe(400);
    const oneOff = (await (
      await send(t.app, 'POST', apiPaths.calendarEvents(1), { ...series, repeat: undefined, title: 'Once' }, t.demoCookie)
    ).json()) as CalendarEvent;
    expect((await patch('2025-03-17T09:00:00', `${apiPaths.calendarEvents(1)}/${oneOff.id}`)).status).toBe(404);
  });

  it('edits all events: shifts the series by the occurrence’s move, renames it, changes and removes its repeat', async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    await remove(t, `${path}?scope=this&occurrenceStart=2025-04-07T09:00:00`);
    // The 31 March occurrence moved to 10:30 for all events: every occurrence at 10:30, the exception dropped.
    const all = await send(
      t.app,
      'PATCH',
      path,
      {
        scope: 'all',
        occurrenceStart: '2025-03-31T09:00:00',
        startTime: '2025-03-31T10:30:00',
        endTime: '2025-03-31T11:30:00',
        title: 'Staff sync',
        confirmOverlap: true,
      },
      t.demoCookie,
    );
    expect(all.status).toBe(200);
    expect(await all.json()).toMatchObject({ id, title: 'Staff sync', startTime: '2025-03-17T10:30:00', endTime: '2025-03-17T11:30:00' });
    const after = ((await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-01&to=2025-05-31`, t.demoCookie)).json()) as CalendarEvent[]).filter(
      (e) => e.id === id,
    );
    expect(after.map((e) => `${e.startTime} ${e.title}`)).toEqual(
      ['03-17', '03-24', '03-31', '04-07', '04-14', '04-21'].map((d) => `2025-${d}T10:30:00 Staff sync`),
    );
    // A new repeat: every weekday until 21 March.
    const repeat = { frequency: 'weekdays', until: '2025-03-21' };
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { scope: 'all', startTime: '2025-03-17T10:30:00', endTime: '2025-03-17T11:30:00', repeat, confirmOverlap: true },
          t.demoCookie,
        )
      ).status,
    ).toBe(200);
    const weekdays = ((await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-01&to=2025-05-31`, t.demoCookie)).json()) as CalendarEvent[]).filter(
      (e) => e.id === id,
    );
    expect(weekdays.map((e) => e.startTime.slice(0, 10))).toEqual(['2025-03-17', '2025-03-18', '2025-03-19', '2025-03-20', '2025-03-21']);
    expect(weekdays[0]?.repeat).toEqual(repeat);
    // No repeat: a one-off event again.
    const once = await send(
      t.app,
      'PATCH',
      path,
      { scope: 'all', startTime: '2025-03-17T10:30:00', endTime: '2025-03-17T11:30:00', repeat: null, confirmOverlap: true },
      t.demoCookie,
    );
    expect(await once.json()).toMatchObject({ repeat: null, occurrenceStart: null });
    // Deleting all events removes the series.
    expect((await remove(t, path)).status).toBe(200);
    const left = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-01&to=2025-05-31`, t.demoCookie)).json()) as CalendarEvent[];
    expect(left.some((e) => e.id === id)).toBe(false);
  });

  it('returns repeat, occurrenceStart and reminderMinutes with every listed event (null on a one-off without a reminder)', async () => {
    const { t, id } = await withSeries();
    await send(
      t.app,
      'PATCH',
      `${apiPaths.calendarEvents(1)}/${id}`,
      { scope: 'all', startTime: '2025-03-17T09:00:00', endTime: '2025-03-17T10:00:00', reminderMinutes: 10 },
      t.demoCookie,
    );
    const all = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-01&to=2025-05-31`, t.demoCookie)).json()) as Record<string, unknown>[];
    for (const e of all) expect(Object.keys(e)).toEqual(expect.arrayContaining(['repeat', 'occurrenceStart', 'reminderMinutes']));
    const oneOff = all.find((e) => e.id !== id);
    expect(oneOff).toMatchObject({ repeat: null, occurrenceStart: null, reminderMinutes: null });
    const occurrences = all.filter((e) => e.id === id);
    expect(occurrences).toHaveLength(6);
    for (const e of occurrences) expect(e).toMatchObject({ repeat: series.repeat, occurrenceStart: e.startTime, reminderMinutes: 10 });
  });

  it('keeps another executive out: their series cannot be read, edited or deleted', async () => {
    const { t, id } = await withSeries();
    const other = await signUp(t.app);
    const path = `${apiPaths.calendarEvents(other.executiveId)}/${id}`;
    expect(
      (
        await send(
          t.app,
          'PATCH',
          `${apiPaths.calendarEvents(1)}/${id}`,
          { scope: 'this', occurrenceStart: '2025-03-24T09:00:00', startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00' },
          other.cookie,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { scope: 'this', occurrenceStart: '2025-03-24T09:00:00', startTime: '2025-03-25T14:00:00', endTime: '2025-03-25T15:00:00' },
          other.cookie,
        )
      ).status,
    ).toBe(404);
    expect((await remove(t, `${path}?scope=this&occurrenceStart=2025-03-24T09:00:00`, other.cookie)).status).toBe(404);
    expect((await list(t)).length).toBe(6);
  });

  it("keeps a renamed occurrence's title when it is moved again without one (a timeline move)", async () => {
    const { t, id } = await withSeries();
    const path = `${apiPaths.calendarEvents(1)}/${id}`;
    const occurrence = { scope: 'this', occurrenceStart: '2025-03-24T09:00:00', confirmOverlap: true };
    expect(
      (
        await send(
          t.app,
          'PATCH',
          path,
          { ...occurrence, startTime: '2025-03-24T09:00:00', endTime: '2025-03-24T10:00:00', title: 'Staff meeting (offsite)' },
          t.demoCookie,
        )
      ).status,
    ).toBe(200);
    const moved = await send(t.app, 'PATCH', path, { ...occurrence, startTime: '2025-03-24T11:00:00', endTime: '2025-03-24T12:00:00' }, t.demoCookie);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ title: 'Staff meeting (offsite)', startTime: '2025-03-24T11:00:00' });
    expect((await list(t)).find((e) => e.occurrenceStart === '2025-03-24T09:00:00')).toMatchObject({
      title: 'Staff meeting (offsite)',
      startTime: '2025-03-24T11:00:00',
    });
  });
});
