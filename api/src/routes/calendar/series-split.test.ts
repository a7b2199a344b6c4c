// "This and following" of a series through the API, on SQLite and PostgreSQL (no calendar connected):
// a retitle keeps the times and the later exceptions; a move splits the series at the occurrence (the
// rest keeps what COUNT had left) and the first occurrence moves the whole series; deleting ends it
// before the occurrence, and from the first occurrence deletes it all.
import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarEvent } from '@provana/contracts';
import { send } from '../../../test/helpers';
import { list, remove, withSeries } from '../../../test/support/event-series';

const at = (events: CalendarEvent[]) => events.map((e) => `${e.startTime.slice(5, 16)} ${e.title}`);

describe('"this and following" of a series', () => {
  it('moves the occurrence and every later one into a new series, the earlier ones staying', async () => {
    const { t, id } = await withSeries();
    expect((await remove(t, `${apiPaths.calendarEvent(1, id)}?scope=this&occurrenceStart=2025-04-14T09:00:00`)).status).toBe(200);
    const res = await send(
      t.app,
      'PATCH',
      apiPaths.calendarEvent(1, id),
      {
        scope: 'following',
        occurrenceStart: '2025-03-31T09:00:00',
        startTime: '2025-03-31T11:00:00',
        endTime: '2025-03-31T12:00:00',
        title: 'Staff meeting (new time)',
      },
      t.demoCookie,
    );
    expect(res.status).toBe(200);
    const rest = (await res.json()) as CalendarEvent;
    expect(rest.id).not.toBe(id);
    expect(rest).toMatchObject({ startTime: '2025-03-31T11:00:00', repeat: { frequency: 'weekly', weekdays: ['MO'], count: 4 } });
    // The rest keeps the four occurrences COUNT had left; the exception of 14 April named an old start, so it goes (as for "All events").
    expect(at(await list(t))).toEqual([
      '03-17T09:00 Staff meeting',
      '03-24T09:00 Staff meeting',
      '03-31T11:00 Staff meeting (new time)',
      '04-07T11:00 Staff meeting (new time)',
      '04-14T11:00 Staff meeting (new time)',
      '04-21T11:00 Staff meeting (new time)',
    ]);
  });

  it('retitles this and following without moving them, the later exception kept; deleting ends the series there', async () => {
    const { t, id } = await withSeries();
    expect((await remove(t, `${apiPaths.calendarEvent(1, id)}?scope=this&occurrenceStart=2025-04-14T09:00:00`)).status).toBe(200);
    const patch = {
      scope: 'following',
      occurrenceStart: '2025-04-07T09:00:00',
      startTime: '2025-04-07T09:00:00',
      endTime: '2025-04-07T10:00:00',
      title: 'Staff meeting (Q2)',
    };
    const res = await send(t.app, 'PATCH', apiPaths.calendarEvent(1, id), patch, t.demoCookie);
    expect(res.status).toBe(200);
    const rest = (await res.json()) as CalendarEvent;
    expect(at(await list(t))).toEqual([
      '03-17T09:00 Staff meeting',
      '03-24T09:00 Staff meeting',
      '03-31T09:00 Staff meeting',
      '04-07T09:00 Staff meeting (Q2)',
      '04-21T09:00 Staff meeting (Q2)',
    ]);
    expect((await remove(t, `${apiPaths.calendarEvent(1, id)}?scope=following&occurrenceStart=2025-03-24T09:00:00`)).status).toBe(200);
    expect(at(await list(t))).toEqual(['03-17T09:00 Staff meeting', '04-07T09:00 Staff meeting (Q2)', '04-21T09:00 Staff meeting (Q2)']);
    expect((await remove(t, `${apiPaths.calendarEvent(1, rest.id)}?scope=following&occurrenceStart=2025-04-07T09:00:00`)).status).toBe(200);
    expect(at(await list(t))).toEqual(['03-17T09:00 Staff meeting']);
  });

  it('needs the occurrence, and answers 404 for one the series does not have', async () => {
    const { t, id } = await withSeries();
    const body = { scope: 'following', startTime: '2025-03-24T11:00:00', endTime: '2025-03-24T12:00:00' };
    expect((await send(t.app, 'PATCH', apiPaths.calendarEvent(1, id), body, t.demoCookie)).status).toBe(400);
    expect((await send(t.app, 'PATCH', apiPaths.calendarEvent(1, id), { ...body, occurrenceStart: '2025-03-25T09:00:00' }, t.demoCookie)).status).toBe(404);
    expect((await remove(t, `${apiPaths.calendarEvent(1, id)}?scope=following`)).status).toBe(400);
    expect(await list(t)).toHaveLength(6);
  });
});
