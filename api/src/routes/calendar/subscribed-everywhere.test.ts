// Subscribed calendars' occurrences wherever the executive's own meetings are read:
// today's meetings in the daily brief (those with attendees, marked with their calendar), the bell's
// upcoming meetings, and the overlap check of a moved event. A sync, a rename and a removal change the
// brief at once, even within the minute its cached copy is kept for (migration 017's data version).
// Over the loopback iCalendar server, on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, calendarSubscriptionPaths as paths, CalendarEventSchema, DailyBriefSchema, NotificationsResponseSchema } from '@provana/contracts';
import { calendarPaths } from '@provana/contracts/paths/calendar';
import { TEST_SCRYPT, get, login, send } from '../../../test/helpers';
import { startIcalServer, type IcalServer } from '../../../test/support/ical-server';
import { createTestDatabase } from '../../../test/support/test-database';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../auth/accounts';
import { createRepositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';

/** 10:00 in Berlin, where the demo executive lives here. */
const NOW = new Date('2025-03-12T09:00:00Z');

const event = (uid: string, start: string, end: string, summary: string, attendees: string[] = []) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20250301T000000Z',
  start,
  end,
  `SUMMARY:${summary}`,
  ...attendees.map((a) => `ATTENDEE;CN=${a}:mailto:${a.toLowerCase()}@example.com`),
  'END:VEVENT',
];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

/** Today 20:00-21:00 Berlin with attendees; a focus block without; tomorrow 09:00 Berlin; an all-day one; yesterday's. */
const FEED = calendar(
  event('review', 'DTSTART:20250312T190000Z', 'DTEND:20250312T200000Z', 'Design review', ['Ana', 'Ben']),
  event('focus', 'DTSTART;TZID=Europe/Berlin:20250312T213000', 'DTEND;TZID=Europe/Berlin:20250312T223000', 'Focus (no attendees)'),
  event('tomorrow', 'DTSTART:20250313T080000Z', 'DTEND:20250313T083000Z', 'Supplier call', ['Chen']),
  event('offsite', 'DTSTART;VALUE=DATE:20250312', 'DTEND;VALUE=DATE:20250313', 'Offsite', ['Everyone']),
  event('yesterday', 'DTSTART:20250311T190000Z', 'DTEND:20250311T200000Z', 'Yesterday', ['Dee']),
);

let server: IcalServer;
beforeAll(async () => {
  server = await startIcalServer();
});
afterAll(() => server.close());

async function context(feedPath: string) {
  const db = await createTestDatabase();
  const clock = manualClock(NOW);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT, 'Europe/Berlin');
  const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, calendarFetch: { allowLoopback: true, timeoutMs: 2000 } });
  const cookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  server.set(feedPath, { contentType: 'text/calendar', body: FEED });
  const res = await send(app, 'POST', paths.subscriptions(1), { name: 'Work (Google)', url: server.url(feedPath), colour: 'teal' }, cookie);
  const { id } = (await res.json()) as { id: number };
  const brief = async () => DailyBriefSchema.parse(await (await get(app, apiPaths.dailyBrief(1), cookie)).json());
  return { app, repos, cookie, subscriptionId: id, brief };
}

describe('subscribed calendars where the executive’s meetings appear', () => {
  it('puts today’s subscribed meetings with attendees in the brief, in the executive’s zone, marked with their calendar', async () => {
    const t = await context('/everywhere-brief.ics');
    const { meetings } = await t.brief();
    const subscribed = meetings.filter((m) => m.source);
    expect(subscribed).toEqual([
      {
        id: expect.any(Number),
        title: 'Design review',
        startTime: '2025-03-12T20:00:00',
        endTime: '2025-03-12T21:00:00',
        location: '',
        attendees: ['Ana', 'Ben'],
        type: 'subscribed',
        source: { subscriptionId: t.subscriptionId, name: 'Work (Google)', colour: 'teal' },
      },
    ]);
    expect(subscribed[0]?.id).toBeLessThan(0);
    // The executive's own meetings stay, all of them in start order.
    const own = await t.repos.meetings.between(1, '2025-03-12T00:00:00', '2025-03-13T00:00:00');
    expect(meetings.length).toBe(own.length + 1);
    expect(meetings.map((m) => m.startTime)).toEqual(
      meetings
        .map((m) => m.startTime)
        .slice()
        .sort(),
    );
  });

  it('changes the brief at once when a sync changes the events, the calendar is renamed or removed', async () => {
    const t = await context('/everywhere-cache.ics');
    expect((await t.brief()).meetings.find((m) => m.source)?.title).toBe('Design review');
    // Same minute (the brief's cached copy would still be served without the data version moving).
    server.set('/everywhere-cache.ics', { contentType: 'text/calendar', body: FEED.replace('SUMMARY:Design review', 'SUMMARY:Design review (moved room)') });
    expect((await send(t.app, 'POST', paths.refresh(1, t.subscriptionId), {}, t.cookie)).status).toBe(200);
    expect((await t.brief()).meetings.find((m) => m.source)?.title).toBe('Design review (moved room)');
    await send(t.app, 'PATCH', paths.subscription(1, t.subscriptionId), { name: 'Google' }, t.cookie);
    expect((await t.brief()).meetings.find((m) => m.source)?.source).toMatchObject({ name: 'Google' });
    await t.app.request(paths.subscription(1, t.subscriptionId), { method: 'DELETE', headers: { Cookie: t.cookie } });
    expect((await t.brief()).meetings.some((m) => m.source)).toBe(false);
  });

  it('announces upcoming subscribed meetings in the bell like the executive’s own, with their calendar', async () => {
    const t = await context('/everywhere-bell.ics');
    const bell = NotificationsResponseSchema.parse(await (await get(t.app, apiPaths.notifications(1), t.cookie)).json());
    const subscribed = bell.items.filter((i) => i.id.startsWith('subscribed-'));
    expect(subscribed.map((i) => [i.kind, i.title, i.detail, i.at])).toEqual([
      ['upcoming_meeting', 'Design review', '20:00 · from Work (Google)', '2025-03-12T20:00:00'],
      ['upcoming_meeting', 'Supplier call', '09:00 · from Work (Google)', '2025-03-13T09:00:00'],
    ]);
    expect(bell.count).toBe(bell.items.length);
  });

  it('asks before moving an event over a subscribed occurrence (attendees or not), naming it and its calendar', async () => {
    const t = await context('/everywhere-overlap.ics');
    const created = await send(
      t.app,
      'POST',
      apiPaths.calendarEvents(1),
      { title: 'Deep work', startTime: '2025-03-12T06:00:00', endTime: '2025-03-12T06:30:00', type: 'focus', priority: 'high' },
      t.cookie,
    );
    const { id } = CalendarEventSchema.parse(await created.json());
    for (const [startTime, endTime, title] of [
      ['2025-03-12T20:30:00', '2025-03-12T21:30:00', 'Design review'],
      ['2025-03-12T22:00:00', '2025-03-12T22:15:00', 'Focus (no attendees)'],
    ] as const) {
      const refused = await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, id), { startTime, endTime }, t.cookie);
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
        code: 'meeting_overlap',
        message: `This time overlaps the meeting "${title}" from "Work (Google)"`,
        field: 'startTime',
      });
    }
    // Right after the review ends: free.
    expect(
      (await send(t.app, 'PATCH', calendarPaths.calendarEvent(1, id), { startTime: '2025-03-12T21:00:00', endTime: '2025-03-12T21:30:00' }, t.cookie)).status,
    ).toBe(200);
    expect(
      (
        await send(
          t.app,
          'PATCH',
          calendarPaths.calendarEvent(1, id),
          { startTime: '2025-03-12T20:30:00', endTime: '2025-03-12T21:00:00', confirmOverlap: true },
          t.cookie,
        )
      ).status,
    ).toBe(200);
  });
});
