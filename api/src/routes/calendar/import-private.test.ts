// An .ics import keeps what the file says is private: an event classed PRIVATE or CONFIDENTIAL (as
// Provana's own .ics download classes a private one), and every occurrence of such a series, moved ones
// too, becomes a private event, Busy for an Editor; only whoever may mark items private imports them.
import { describe, expect, it } from 'vitest';
import { apiPaths, BUSY_EVENT_TITLE, calendarSubscriptionPaths as paths, type CalendarEvent } from '@provana/contracts';
import { createTestContext, get, send, signUp, tableCounts, type TestContext } from '../../../test/helpers';
import { delegateAs } from '../../../test/support/delegates';

const upload = (t: TestContext, body: string, cookie = t.demoCookie, id = 1) =>
  t.app.request(paths.importIcs(id), { method: 'POST', headers: { 'Content-Type': 'text/calendar', Cookie: cookie }, body });

const vevent = (uid: string, summary: string, start: string, extra: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  `DTSTART:${start}`,
  'DURATION:PT1H',
  `SUMMARY:${summary}`,
  ...extra,
  'END:VEVENT',
];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

// The demo executive is in UTC; now is 12 March 2025 09:00 there.
const classed = calendar(
  vevent('a', 'Wombat surgery', '20250320T090000Z', ['CLASS:PRIVATE']),
  vevent('b', 'Wombat offer talks', '20250320T110000Z', ['CLASS:CONFIDENTIAL']),
  vevent('c', 'Team lunch', '20250320T130000Z', ['CLASS:PUBLIC']),
  vevent('d', 'Vendor call', '20250320T150000Z'),
  vevent('e', 'Wombat therapy', '20250317T170000Z', ['CLASS:PRIVATE', 'RRULE:FREQ=WEEKLY;COUNT=3']),
  vevent('e', 'Wombat therapy (moved)', '20250325T080000Z', ['RECURRENCE-ID:20250324T170000Z']),
);

const eventsIn = async (t: TestContext, cookie: string, executiveId = 1) =>
  (await (await get(t.app, `${apiPaths.calendarEvents(executiveId)}?from=2025-03-16&to=2025-04-06`, cookie)).json()) as CalendarEvent[];
const titled = (events: CalendarEvent[], pattern: RegExp) => events.filter((e) => pattern.test(e.title)).map((e) => [e.title, e.private === true]);

describe('importing private events from an .ics file', () => {
  it('imports events classed PRIVATE or CONFIDENTIAL private, a private series with its moved occurrence too: Busy for an Editor', async () => {
    const t = await createTestContext();
    expect((await upload(t, classed)).status).toBe(201);
    expect(titled(await eventsIn(t, t.demoCookie), /Wombat|Team lunch|Vendor call/)).toEqual([
      ['Wombat therapy', true],
      ['Wombat surgery', true],
      ['Wombat offer talks', true],
      ['Team lunch', false],
      ['Vendor call', false],
      ['Wombat therapy (moved)', true],
      ['Wombat therapy', true],
    ]);

    const editor = await delegateAs(t, 'editor@example.com', 'editor', t.demoCookie);
    const seen = await eventsIn(t, editor.cookie);
    expect(JSON.stringify(seen)).not.toContain('Wombat');
    expect(seen.filter((e) => e.busy === true).map((e) => [e.title, e.startTime])).toEqual([
      [BUSY_EVENT_TITLE, '2025-03-17T17:00:00'],
      [BUSY_EVENT_TITLE, '2025-03-20T09:00:00'],
      [BUSY_EVENT_TITLE, '2025-03-20T11:00:00'],
      [BUSY_EVENT_TITLE, '2025-03-25T08:00:00'],
      [BUSY_EVENT_TITLE, '2025-03-31T17:00:00'],
    ]);
  });

  it("keeps a private event private through the owner's .ics download imported into another account", async () => {
    const t = await createTestContext();
    const created = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Wombat biopsy', startTime: '2025-03-18T10:00:00', endTime: '2025-03-18T11:00:00', type: 'other', priority: 'high', private: true },
      t.demoCookie,
    );
    expect(created.status).toBe(201);
    const download = await get(t.app, `${apiPaths.calendarIcs(1)}?from=2025-03-16&to=2025-03-22`, t.demoCookie);
    const ics = await download.text();
    expect(ics).toContain('CLASS:PRIVATE');

    const copy = await signUp(t.app, 'copy@example.com');
    expect((await upload(t, ics, copy.cookie, copy.executiveId)).status).toBe(201);
    expect(titled(await eventsIn(t, copy.cookie, copy.executiveId), /Wombat/)).toEqual([['Wombat biopsy', true]]);
  });

  it('refuses an Editor importing private events, in words, and imports nothing; a file without any it imports', async () => {
    const t = await createTestContext();
    const editor = await delegateAs(t, 'editor@example.com', 'editor', t.demoCookie);
    const eventRows = async () => (await tableCounts(t.db)).calendar_events;
    const before = await eventRows();
    const refused = await upload(t, classed, editor.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { message: 'Only the executive or a delegate with Full access can mark items private.' } });
    expect(await eventRows()).toBe(before);

    expect((await upload(t, calendar(vevent('d', 'Vendor call', '20250320T150000Z')), editor.cookie)).status).toBe(201);
    const full = await delegateAs(t, 'full@example.com', 'full', t.demoCookie);
    expect((await upload(t, classed, full.cookie)).status).toBe(201);
  });
});
