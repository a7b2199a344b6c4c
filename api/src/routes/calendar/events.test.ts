import { describe, expect, it } from 'vitest';
import { CalendarEventSchema, apiPaths, type CalendarEvent } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../../test/helpers';

const event = {
  title: 'Deep work',
  startTime: '2025-03-13T09:00:00',
  endTime: '2025-03-13T10:30:00',
  type: 'focus',
  priority: 'high',
  description: 'From a time block',
  relatedGoals: ['Cut cost'],
};

describe('calendar events', () => {
  it('returns a bounded window around today by default', async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, apiPaths.calendarEvents(1), t.demoCookie)).json()) as CalendarEvent[];
    expect(list.length).toBeGreaterThan(20);
    expect(list.every((e) => e.startTime >= '2025-03-05' && e.startTime < '2025-04-17')).toBe(true);
  });

  it('returns an inclusive from/to range', async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, `${apiPaths.calendarEvents(1)}?from=2025-03-12&to=2025-03-13`, t.demoCookie)).json()) as CalendarEvent[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => e.startTime >= '2025-03-12T00:00:00' && e.startTime < '2025-03-14T00:00:00')).toBe(true);
  });

  it('rejects ranges over 366 days, impossible dates and reversed ranges with 400', async () => {
    const t = await createTestContext();
    const status = async (q: string) => (await get(t.app, `${apiPaths.calendarEvents(1)}?${q}`, t.demoCookie)).status;
    expect(await status('from=2025-01-01&to=2026-01-01')).toBe(200);
    expect(await status('from=2025-01-01&to=2026-01-02')).toBe(400);
    expect(await status('from=2025-02-30')).toBe(400);
    expect(await (await get(t.app, `${apiPaths.calendarEvents(1)}?to=2025-02-29`, t.demoCookie)).json()).toMatchObject({
      error: { message: 'to: must be a real calendar date', field: 'to' },
    });
    expect(await status('from=2025-03-10&to=2025-03-01')).toBe(400);
    expect(await status('from=yesterday')).toBe(400);
  });

  it('creates an event from a time block', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.calendarEvents(1), event, t.demoCookie);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...event });
  });

  it('rejects an event that ends before it starts, writing nothing', async () => {
    const t = await createTestContext();
    const before = await tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.calendarEvents(1), { ...event, endTime: '2025-03-13T08:00:00' }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'validation_error', message: 'endTime: must be after startTime', field: 'endTime' } });
    // An end with an offset against a wall-clock start: ordered once read in the executive's zone.
    const mixed = await send(t.app, 'POST', apiPaths.calendarEvents(1), { ...event, endTime: '2025-03-12T12:00:00Z' }, t.demoCookie);
    expect(mixed.status).toBe(400);
    expect(await mixed.json()).toMatchObject({ error: { message: 'endTime: must be after startTime', field: 'endTime' } });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

const BLOCK = { title: 'Deep work', startTime: '2025-03-12T06:00:00', endTime: '2025-03-12T06:30:00', type: 'focus', priority: 'high' };

async function createEvent(t: TestContext, cookie = t.demoCookie, id = 1) {
  const res = await send(t.app, 'POST', apiPaths.calendarEvents(id), BLOCK, cookie);
  return CalendarEventSchema.parse(await res.json());
}
const remove = (t: TestContext, path: string, cookie = t.demoCookie) => t.app.request(path, { method: 'DELETE', headers: { Cookie: cookie } });
const eventRows = (t: TestContext) => t.rows('SELECT * FROM calendar_events ORDER BY id');

describe('moving and deleting calendar events', () => {
  it('moves an event to free time and keeps it there', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const res = await send(
      t.app,
      'PATCH',
      calendarPaths.calendarEvent(1, event.id),
      { startTime: '2025-03-12T06:15:00', endTime: '2025-03-12T06:45:00' },
      t.demoCookie,
    );
    expect(res.status).toBe(200);
    expect(CalendarEventSchema.parse(await res.json())).toMatchObject({
      id: event.id,
      title: 'Deep work',
      startTime: '2025-03-12T06:15:00',
      endTime: '2025-03-12T06:45:00',
    });
    expect((await t.repos.calendarEvents.get(1, event.id, true))?.startTime).toBe('2025-03-12T06:15:00');
  });

  it('asks first over a meeting: 409 naming it, then moves when confirmed', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const meeting = (await t.repos.meetings.between(1, '2025-03-12T00:00:00', '2025-03-13T00:00:00'))[0];
    if (!meeting) throw new Error('the demo has meetings today');
    const body = { startTime: meeting.startTime, endTime: meeting.endTime };
    const refused = await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, event.id), body, t.demoCookie);
    expect(refused.status).toBe(409);
    const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('meeting_overlap');
    expect(error.message).toContain(meeting.title);
    expect((await t.repos.calendarEvents.get(1, event.id, true))?.startTime).toBe(BLOCK.startTime);
    const confirmed = await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, event.id), { ...body, confirmOverlap: true }, t.demoCookie);
    expect(confirmed.status).toBe(200);
  });

  it('validates the times with a 400 naming the field, changing nothing', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const before = await eventRows(t);
    for (const [body, field] of [
      [{ startTime: '2025-03-12T07:00:00', endTime: '2025-03-12T06:00:00' }, 'endTime'],
      [{ startTime: 'soon', endTime: '2025-03-12T06:00:00' }, 'startTime'],
      [{ startTime: '2025-03-12T07:00:00' }, 'endTime'],
    ] as const) {
      const res = await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, event.id), body, t.demoCookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    expect(await eventRows(t)).toEqual(before);
  });

  it("deletes an event once; another executive's event is 403 on their path and 404 on mine, unchanged", async () => {
    const t = await createTestContext();
    const mine = await createEvent(t);
    const other = await signUp(t.app);
    const theirs = await createEvent(t, other.cookie, other.executiveId);
    const counts = await tableCounts(t.db);
    const rows = await eventRows(t);
    const move = { startTime: '2025-03-12T06:15:00', endTime: '2025-03-12T06:45:00' };
    expect((await send(t.app, 'PATCH', calendarPaths.calendarEvent(other.executiveId, theirs.id), move, t.demoCookie)).status).toBe(403);
    expect((await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, theirs.id), move, t.demoCookie)).status).toBe(404);
    expect((await remove(t, calendarPaths.calendarEvent(other.executiveId, theirs.id))).status).toBe(403);
    expect((await remove(t, calendarPaths.calendarEvent(1, theirs.id))).status).toBe(404);
    expect(await tableCounts(t.db)).toEqual(counts);
    expect(await eventRows(t)).toEqual(rows);
    expect((await remove(t, calendarPaths.calendarEvent(1, mine.id))).status).toBe(200);
    expect(await t.repos.calendarEvents.get(1, mine.id, true)).toBeUndefined();
    expect((await remove(t, calendarPaths.calendarEvent(1, mine.id))).status).toBe(404);
  });
});
