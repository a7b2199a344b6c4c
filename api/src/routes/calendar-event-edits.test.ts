import { describe, expect, it } from 'vitest';
import { CalendarEventSchema, apiPaths } from '@provana/contracts';
import { planningPaths } from '@provana/contracts/planning-paths';
import { createTestContext, send, signUp, tableCounts, type TestContext } from '../../test/helpers';

const BLOCK = { title: 'Deep work', startTime: '2025-03-12T06:00:00', endTime: '2025-03-12T06:30:00', type: 'focus', priority: 'high' };

async function createEvent(t: TestContext, cookie = t.demoCookie, id = 1) {
  const res = await send(t.app, 'POST', apiPaths.calendarEvents(id), BLOCK, cookie);
  return CalendarEventSchema.parse(await res.json());
}
const remove = (t: TestContext, path: string, cookie = t.demoCookie) => t.app.request(path, { method: 'DELETE', headers: { Cookie: cookie } });
const eventRows = (t: TestContext) => t.db.prepare('SELECT * FROM calendar_events ORDER BY id').all();

describe('moving and deleting calendar events', () => {
  it('moves an event to free time and keeps it there', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const res = await send(t.app, 'PATCH', planningPaths.calendarEvent(1, event.id), { startTime: '2025-03-12T06:15:00', endTime: '2025-03-12T06:45:00' }, t.demoCookie);
    expect(res.status).toBe(200);
    expect(CalendarEventSchema.parse(await res.json())).toMatchObject({ id: event.id, title: 'Deep work', startTime: '2025-03-12T06:15:00', endTime: '2025-03-12T06:45:00' });
    expect(t.repos.calendarEvents.get(1, event.id)?.startTime).toBe('2025-03-12T06:15:00');
  });

  it('asks first over a meeting: 409 naming it, then moves when confirmed', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const meeting = t.repos.meetings.between(1, '2025-03-12T00:00:00', '2025-03-13T00:00:00')[0];
    if (!meeting) throw new Error('the demo has meetings today');
    const body = { startTime: meeting.startTime, endTime: meeting.endTime };
    const refused = await send(t.app, 'PATCH', planningPaths.calendarEvent(1, event.id), body, t.demoCookie);
    expect(refused.status).toBe(409);
    const error = ((await refused.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('meeting_overlap');
    expect(error.message).toContain(meeting.title);
    expect(t.repos.calendarEvents.get(1, event.id)?.startTime).toBe(BLOCK.startTime);
    const confirmed = await send(t.app, 'PATCH', planningPaths.calendarEvent(1, event.id), { ...body, confirmOverlap: true }, t.demoCookie);
    expect(confirmed.status).toBe(200);
  });

  it('validates the times with a 400 naming the field, changing nothing', async () => {
    const t = await createTestContext();
    const event = await createEvent(t);
    const before = eventRows(t);
    for (const [body, field] of [
      [{ startTime: '2025-03-12T07:00:00', endTime: '2025-03-12T06:00:00' }, 'endTime'],
      [{ startTime: 'soon', endTime: '2025-03-12T06:00:00' }, 'startTime'],
      [{ startTime: '2025-03-12T07:00:00' }, 'endTime'],
    ] as const) {
      const res = await send(t.app, 'PATCH', planningPaths.calendarEvent(1, event.id), body, t.demoCookie);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field);
    }
    expect(eventRows(t)).toEqual(before);
  });

  it('deletes an event once; another executive\'s event is 403 on their path and 404 on mine, unchanged', async () => {
    const t = await createTestContext();
    const mine = await createEvent(t);
    const other = await signUp(t.app);
    const theirs = await createEvent(t, other.cookie, other.executiveId);
    const counts = tableCounts(t.db);
    const rows = eventRows(t);
    const move = { startTime: '2025-03-12T06:15:00', endTime: '2025-03-12T06:45:00' };
    expect((await send(t.app, 'PATCH', planningPaths.calendarEvent(other.executiveId, theirs.id), move, t.demoCookie)).status).toBe(403);
    expect((await send(t.app, 'PATCH', planningPaths.calendarEvent(1, theirs.id), move, t.demoCookie)).status).toBe(404);
    expect((await remove(t, planningPaths.calendarEvent(other.executiveId, theirs.id))).status).toBe(403);
    expect((await remove(t, planningPaths.calendarEvent(1, theirs.id))).status).toBe(404);
    expect(tableCounts(t.db)).toEqual(counts);
    expect(eventRows(t)).toEqual(rows);
    expect((await remove(t, planningPaths.calendarEvent(1, mine.id))).status).toBe(200);
    expect(t.repos.calendarEvents.get(1, mine.id)).toBeUndefined();
    expect((await remove(t, planningPaths.calendarEvent(1, mine.id))).status).toBe(404);
  });
});
