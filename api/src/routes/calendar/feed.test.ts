// The private subscription feed: managed behind the executive router, served publicly by its token.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { apiPaths, type CalendarFeedStatus, type CreatedCalendarFeed } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import { createTestContext, get, send, signUp, type TestContext } from '../../../test/helpers';

const feedPath = calendarPaths.calendarFeed;

async function createFeed(t: TestContext, executiveId: number, cookie: string): Promise<CreatedCalendarFeed> {
  const res = await send(t.app, 'POST', feedPath(executiveId), {}, cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as CreatedCalendarFeed;
}

/** Strictly parsed (ical.js), plus the required properties ical.js does not check. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.getFirstPropertyValue('version')).toBe('2.0');
  expect(String(root.getFirstPropertyValue('prodid'))).toContain('Provana');
  expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Provana');
  const events = root.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    stamp: v.getFirstPropertyValue('dtstamp') as ICAL.Time | null,
    summary: String(v.getFirstPropertyValue('summary')),
    start: v.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: v.getFirstPropertyValue('dtend') as ICAL.Time,
  }));
  for (const e of events) {
    expect(e.uid).toMatch(/^(event|meeting)-\d+@provana\.app$/);
    expect(e.stamp?.toString()).toBe('2025-03-12T09:00:00Z'); // the tests' clock (UTC machine)
  }
  return { root, events };
}

describe('calendar subscription feed', () => {
  it("serves only its executive's events and meetings, with no cookie, as UTC instants of the executive's zone", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    await t.repos.executives.setTimeZone(other.executiveId, 'America/Los_Angeles');
    // Before and after the US switch to summer time (2025-03-09): -08:00 then -07:00.
    await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(other.executiveId),
      { title: 'Board prep', startTime: '2025-03-05T09:00:00', endTime: '2025-03-05T10:00:00', type: 'focus', priority: 'high' },
      other.cookie,
    );
    await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(other.executiveId),
      { title: 'Plan; Q3, "ops" \\ review', startTime: '2025-03-20T09:30:00', endTime: '2025-03-20T11:00:00', type: 'strategic', priority: 'low' },
      other.cookie,
    );
    await t.repos.meetings.create({
      executiveId: other.executiveId,
      title: 'Vendor sync',
      startTime: '2025-03-21T14:00:00',
      endTime: '2025-03-21T14:30:00',
      location: 'Room 4',
      attendees: ['Ana'],
      type: 'external',
    });
    await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Demo secret offsite', startTime: '2025-03-20T09:00:00', endTime: '2025-03-20T10:00:00', type: 'other', priority: 'low' },
      t.demoCookie,
    );
    await createFeed(t, 1, t.demoCookie);
    const { path } = await createFeed(t, other.executiveId, other.cookie);
    expect(path).toMatch(/^\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await res.text();
    expect(text).not.toContain('Demo secret offsite');
    expect(text).toContain('SUMMARY:Plan\\; Q3\\, "ops" \\\\ review');
    const { root, events } = parse(text);
    expect(root.getFirstPropertyValue('x-wr-timezone')).toBe('America/Los_Angeles');
    expect(events.map((e) => e.summary)).toEqual(expect.arrayContaining(['Board prep', 'Plan; Q3, "ops" \\ review', 'Vendor sync']));
    // Every row in the feed is this executive's own (accounts are seeded with look-alike sample data).
    const owned = async (table: string, kind: string) =>
      (await t.rows<{ id: number }>(`SELECT id FROM ${table} WHERE executive_id = ?`, other.executiveId)).map((r) => `${kind}-${r.id}@provana.app`);
    const mine = new Set([...(await owned('calendar_events', 'event')), ...(await owned('meetings', 'meeting'))]);
    expect(events.filter((e) => !mine.has(e.uid))).toEqual([]);
    const at = (summary: string) => events.find((e) => e.summary === summary);
    expect(at('Board prep')?.start.toString()).toBe('2025-03-05T17:00:00Z');
    expect(at('Plan; Q3, "ops" \\ review')?.start.toString()).toBe('2025-03-20T16:30:00Z');
    expect(at('Plan; Q3, "ops" \\ review')?.end.toString()).toBe('2025-03-20T18:00:00Z');
    expect(at('Vendor sync')?.uid).toMatch(/^meeting-\d+@provana\.app$/);
    expect(at('Vendor sync')?.start.toString()).toBe('2025-03-21T21:00:00Z');
  });

  it("serves the demo's seeded calendar from 60 days back to 365 days ahead, with stable unique UIDs", async () => {
    const t = await createTestContext();
    const { path } = await createFeed(t, 1, t.demoCookie);
    const first = parse(await (await t.app.request(path)).text()).events;
    expect(first.length).toBeGreaterThan(20);
    expect(new Set(first.map((e) => e.uid)).size).toBe(first.length);
    expect(first.every((e) => e.start.toString() >= '2025-01-11' && e.start.toString() < '2026-03-13')).toBe(true);
    const again = parse(await (await t.app.request(path)).text()).events;
    expect(again.map((e) => e.uid)).toEqual(first.map((e) => e.uid));
  });

  it('answers the status without the token, and 404 in the JSON error shape once revoked', async () => {
    const t = await createTestContext();
    const none = (await (await get(t.app, feedPath(1), t.demoCookie)).json()) as CalendarFeedStatus;
    expect(none).toEqual({ active: false, createdAt: null });
    const { path, createdAt } = await createFeed(t, 1, t.demoCookie);
    const statusText = await (await get(t.app, feedPath(1), t.demoCookie)).text();
    expect(JSON.parse(statusText)).toEqual({ active: true, createdAt });
    expect(statusText).not.toContain(path.slice('/api/calendar-feeds/'.length, -4));

    const revoked = await t.app.request(feedPath(1), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(revoked.status).toBe(204);
    const gone = await t.app.request(path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: { code: 'not_found', message: 'Calendar feed not found' } });
    expect(await (await get(t.app, feedPath(1), t.demoCookie)).json()).toEqual({ active: false, createdAt: null });
  });

  it('resetting the link makes the old URL 404 and the new one 200', async () => {
    const t = await createTestContext();
    const old = await createFeed(t, 1, t.demoCookie);
    const renewed = await createFeed(t, 1, t.demoCookie);
    expect((await t.app.request(old.path)).status).toBe(404);
    expect((await t.app.request(renewed.path)).status).toBe(200);
  });

  it.each(['A'.repeat(43), 'short', 'A'.repeat(42) + '!', 'A'.repeat(44)])('answers 404 for the unknown or malformed token %s', async (token) => {
    const t = await createTestContext();
    await createFeed(t, 1, t.demoCookie);
    const res = await t.app.request(`/api/calendar-feeds/${encodeURIComponent(token)}.ics`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it("refuses another executive's feed management with 403 and a POST with fields with 400", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    expect((await get(t.app, feedPath(1), other.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', feedPath(1), {}, other.cookie)).status).toBe(403);
    expect((await t.app.request(feedPath(1), { method: 'DELETE', headers: { Cookie: other.cookie } })).status).toBe(403);
    expect((await get(t.app, feedPath(1))).status).toBe(401);
    const bad = await send(t.app, 'POST', feedPath(1), { token: 'mine' }, t.demoCookie);
    expect(bad.status).toBe(400);
    expect(await (await get(t.app, feedPath(1), t.demoCookie)).json()).toEqual({ active: false, createdAt: null });
  });
});
