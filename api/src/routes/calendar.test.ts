import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarEvent, type CalendarResponse, type Meeting, type TimeBlockResponse } from '@provana/contracts';
import { createTestContext, get, send, tableCounts } from '../../test/helpers';

const event = { title: 'Deep work', startTime: '2025-03-13T09:00:00', endTime: '2025-03-13T10:30:00', type: 'focus', priority: 'high', description: 'From a time block', relatedGoals: ['Cut cost'] };

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
    const before = tableCounts(t.db);
    const res = await send(t.app, 'POST', apiPaths.calendarEvents(1), { ...event, endTime: '2025-03-13T08:00:00' }, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'endTime' } });
    expect(tableCounts(t.db)).toEqual(before);
  });
});

describe('calendar month grid', () => {
  it('defaults to the current month with events, meetings, due priorities and personal events', async () => {
    const t = await createTestContext();
    const body = (await (await get(t.app, apiPaths.calendar(1), t.demoCookie)).json()) as CalendarResponse;
    expect(body.from).toBe('2025-03-01');
    expect(body.to).toBe('2025-03-31');
    expect(new Set(body.items.map((i) => i.kind))).toEqual(new Set(['event', 'meeting', 'priority', 'personal']));
    const dates = body.items.map((i) => i.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it('rejects a malformed range', async () => {
    const t = await createTestContext();
    expect((await get(t.app, `${apiPaths.calendar(1)}?from=03-2025`, t.demoCookie)).status).toBe(400);
  });
});

describe('meetings', () => {
  it("lists today's and upcoming meetings with locations and attendees, same as the legacy path", async () => {
    const t = await createTestContext();
    const list = (await (await get(t.app, apiPaths.meetings(1), t.demoCookie)).json()) as Meeting[];
    expect(list.filter((m) => m.startTime.startsWith('2025-03-12')).length).toBeGreaterThanOrEqual(3);
    expect(list.every((m) => m.location && m.attendees.length > 0)).toBe(true);
    expect(list.every((m) => m.startTime >= '2025-03-12')).toBe(true);
    expect(await (await get(t.app, apiPaths.legacyMeetings(1), t.demoCookie)).json()).toEqual(list);
  });

  it('rejects a malformed range', async () => {
    const t = await createTestContext();
    expect((await get(t.app, `${apiPaths.meetings(1)}?to=soon`, t.demoCookie)).status).toBe(400);
  });
});

describe('time-block suggestions', () => {
  it("suggests blocks for today by default and for a given date over that day's data", async () => {
    const t = await createTestContext();
    const today = (await (await get(t.app, apiPaths.timeBlockSuggestions(1), t.demoCookie)).json()) as TimeBlockResponse;
    expect(today.date).toBe('2025-03-12');
    expect(Array.isArray(today.suggestedBlocks)).toBe(true);
    const other = (await (await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=2025-03-14`, t.demoCookie)).json()) as TimeBlockResponse;
    expect(other.date).toBe('2025-03-14');
  });

  it('rejects a malformed date naming the field', async () => {
    const t = await createTestContext();
    const res = await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=tomorrow`, t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { field: 'date' } });
  });
});
