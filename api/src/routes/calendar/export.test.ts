import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { createTestContext, get, send, signUp } from '../../../test/helpers';

const icsPath = (id: number, range = '') => `/api/executive/${id}/calendar.ics${range}`;

/** Parsed strictly (ical.js throws on malformed input); the properties ical.js does not check are asserted. */
function parse(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.getFirstPropertyValue('version')).toBe('2.0');
  expect(String(root.getFirstPropertyValue('prodid'))).toContain('Provana');
  const events = root.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    stamp: v.getFirstPropertyValue('dtstamp'),
    summary: String(v.getFirstPropertyValue('summary')),
    start: v.getFirstPropertyValue('dtstart') as ICAL.Time,
    end: v.getFirstPropertyValue('dtend') as ICAL.Time,
    description: v.getFirstPropertyValue('description'),
  }));
  for (const e of events) {
    expect(e.uid).toMatch(/^(event|meeting)-\d+@provana\.app$/);
    expect(e.stamp).toBeTruthy();
  }
  return events;
}

describe('calendar export (.ics)', () => {
  it("downloads the range's events and meetings as the instants their wall-clock times name in the executive's zone, escaped", async () => {
    const t = await createTestContext();
    await t.repos.executives.setTimeZone(1, 'America/New_York');
    const created = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      {
        title: 'Plan; Q3, "ops" \\ review',
        startTime: '2025-03-20T09:30:00',
        endTime: '2025-03-20T11:00:00',
        type: 'focus',
        priority: 'high',
        description: 'Line one\nline two',
      },
      t.demoCookie,
    );
    expect(created.status).toBe(201);
    const res = await get(t.app, icsPath(1, '?from=2025-03-01&to=2025-03-31'), t.demoCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="provana-2025-03-01-to-2025-03-31.ics"');
    const events = parse(await res.text());
    const plan = events.find((e) => e.summary === 'Plan; Q3, "ops" \\ review');
    expect(plan).toBeDefined();
    // 09:30 in New York on 20 March 2025 (EDT, UTC-4) is 13:30Z.
    expect(plan?.start.toString()).toBe('2025-03-20T13:30:00Z');
    expect(plan?.start.zone?.tzid).toBe('UTC');
    expect(plan?.end.toString()).toBe('2025-03-20T15:00:00Z');
    expect(plan?.description).toBe('Line one\nline two');
    expect(events.some((e) => e.uid.startsWith('meeting-'))).toBe(true);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.every((e) => e.start.toString() >= '2025-03-01T05:00' && e.start.toString() < '2025-04-01T04:00')).toBe(true);
  });

  it("answers only the signed-in executive's data: another executive's path is 403, their events never appear", async () => {
    const t = await createTestContext();
    const other = await signUp(t.app);
    await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(other.executiveId),
      { title: 'Secret offsite', startTime: '2025-03-20T09:00:00', endTime: '2025-03-20T10:00:00', type: 'other', priority: 'low' },
      other.cookie,
    );
    expect((await get(t.app, icsPath(other.executiveId), t.demoCookie)).status).toBe(403);
    expect((await get(t.app, icsPath(1))).status).toBe(401);
    const mine = await (await get(t.app, icsPath(1, '?from=2025-03-01&to=2025-03-31'), t.demoCookie)).text();
    expect(mine).not.toContain('Secret offsite');
  });

  it('refuses a bad range with a 400 naming the field', async () => {
    const t = await createTestContext();
    const res = await get(t.app, icsPath(1, '?from=2025-03-31&to=2025-03-01'), t.demoCookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field?: string } }).error.field).toBe('to');
  });
});
