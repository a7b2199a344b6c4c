import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  calendarSubscriptionPaths as paths,
  CalendarSubscriptionSchema,
  SubscribedOccurrencesResponseSchema,
  TimeBlockResponseSchema,
  type CalendarSubscription,
} from '@provana/contracts';
import { TEST_SCRYPT, get, login, send, signUp } from '../../../test/helpers';
import { fixtureText, startIcalServer, type IcalServer } from '../../../test/support/ical-server';
import { rows } from '../../../test/support/raw-sql';
import { createTestDatabase } from '../../../test/support/test-database';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../auth/accounts';
import { createRepositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';
import type { FetchOptions } from '../../services/calendar/fetch-ical';

let server: IcalServer;
beforeAll(async () => {
  server = await startIcalServer();
});
afterAll(() => server.close());

/** The app over a fresh database, the demo executive in Berlin, fetching with `calendarFetch`. */
// 1.5 s: short enough for the stalled feed's wait (the oversized feed gets a context of its own).
async function context(calendarFetch: FetchOptions = { allowLoopback: true, timeoutMs: 1500 }) {
  const db = await createTestDatabase();
  const clock = manualClock(new Date('2025-03-12T09:00:00Z'));
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT, 'Europe/Berlin');
  const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, calendarFetch });
  return { app, db, repos, cookie: await login(app, DEMO_EMAIL, DEMO_PASSWORD) };
}
type Ctx = Awaited<ReturnType<typeof context>>;

const subscribe = async (t: Ctx, body: Record<string, unknown>) => {
  const res = await send(t.app, 'POST', paths.subscriptions(1), body, t.cookie);
  return { status: res.status, body: (await res.json()) as CalendarSubscription & { error?: { message: string } } };
};
const refresh = async (t: Ctx, id: number) => CalendarSubscriptionSchema.parse(await (await send(t.app, 'POST', paths.refresh(1, id), {}, t.cookie)).json());
const occurrences = async (t: Ctx, query: string, cookie = t.cookie, executiveId = 1) =>
  SubscribedOccurrencesResponseSchema.parse(await (await get(t.app, `${paths.occurrences(executiveId)}?${query}`, cookie)).json());

describe('subscribed calendars', () => {
  it('subscribes, fetching at once, and shows the occurrences at the executive’s wall clock, read-only', async () => {
    const t = await context();
    const created = await subscribe(t, { name: 'Google work', url: server.url('/google.ics'), colour: 'teal' });
    expect(created.status).toBe(201);
    expect(CalendarSubscriptionSchema.parse(created.body)).toMatchObject({
      name: 'Google work',
      colour: 'teal',
      url: server.url('/google.ics'),
      lastError: null,
      lastSyncedAt: '2025-03-12T09:00:00.000Z',
      eventCount: 6,
    });
    const week = await occurrences(t, 'from=2025-03-28&to=2025-04-02');
    expect(week.occurrences.map((o) => [o.startTime, o.endTime, o.title])).toEqual([
      ['2025-03-29T23:00:00', '2025-03-30T01:30:00', 'Release night'],
      ['2025-03-31T09:00:00', '2025-03-31T09:15:00', 'Team stand-up'],
      ['2025-04-02T11:00:00', '2025-04-02T11:30:00', 'Team stand-up (moved)'],
    ]);
    expect(week.occurrences[1]).toMatchObject({
      start: '2025-03-31T07:00:00.000Z',
      readOnly: true,
      attendees: ['Ana Lopez', 'ben@example.com'],
      location: 'Room 4.12',
      source: { subscriptionId: created.body.id, name: 'Google work', colour: 'teal' },
    });
    expect(week).toMatchObject({ from: '2025-03-28', to: '2025-04-02', truncated: false, limit: 2000 });
    // The secret address appears in the owner's subscription only, never beside the events.
    expect(JSON.stringify(week)).not.toContain(server.origin);
  });

  it('reads Outlook’s Windows zone names in the executive’s zone', async () => {
    const t = await context();
    await t.repos.executives.setTimeZone(1, 'America/New_York');
    const created = await subscribe(t, { name: 'Outlook', url: server.url('/outlook.ics') });
    expect(created.body).toMatchObject({ colour: 'blue', eventCount: 6, lastError: null });
    const cookie = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    const march = await occurrences(t, 'from=2025-03-10&to=2025-03-12', cookie);
    expect(march.occurrences.map((o) => [o.startTime, o.title])).toEqual([
      ['2025-03-11T10:00:00', '1:1 with Priya'],
      ['2025-03-12T12:00:00', 'Vendor call (no VTIMEZONE)'],
    ]);
  });

  it('asks conditionally on refresh; a broken feed keeps its last good events and says what went wrong', async () => {
    const t = await context();
    server.set('/changing.ics', { contentType: 'text/calendar', body: fixtureText('google-style') });
    const { body: sub } = await subscribe(t, { name: 'Changing', url: server.url('/changing.ics') });
    expect(sub.eventCount).toBe(6);
    expect(await refresh(t, sub.id)).toMatchObject({ eventCount: 6, lastError: null });
    expect(server.hits('/changing.ics').at(-1)?.ifNoneMatch).toMatch(/^"/);
    const broken: [Parameters<IcalServer['set']>[1], string][] = [
      [{ contentType: 'text/html', body: '<html>Sign in</html>' }, 'The address answered with a web page, not a calendar'],
      [{ stall: 'headers' }, 'No answer within 1.5 seconds'],
      [{ contentType: 'text/calendar', body: 'BEGIN:VCALENDAR\nBEGIN:VEVENT\nDTSTART:nonsense' }, 'The calendar could not be read'],
    ];
    for (const [answer, error] of broken) {
      server.set('/changing.ics', answer);
      const after = await refresh(t, sub.id);
      expect(after.lastError).toContain(error);
      expect(after.eventCount).toBe(6);
      expect((await occurrences(t, 'from=2025-03-17&to=2025-03-17')).occurrences.map((o) => o.title)).toEqual(['Team stand-up']);
    }
    server.set('/changing.ics', { contentType: 'text/calendar', body: fixtureText('outlook-style') });
    expect(await refresh(t, sub.id)).toMatchObject({ eventCount: 6, lastError: null });
    expect((await occurrences(t, 'from=2025-03-17&to=2025-03-17')).occurrences).toEqual([]);
  });

  it('stops reading a feed past 5 MB and keeps the last good events', async () => {
    // Time enough to stream 6 MB over loopback however busy the machine: the size, not the clock, must stop it.
    const t = await context({ allowLoopback: true, timeoutMs: 20_000 });
    server.set('/growing.ics', { contentType: 'text/calendar', body: fixtureText('google-style') });
    const { body: sub } = await subscribe(t, { name: 'Growing', url: server.url('/growing.ics') });
    server.set('/growing.ics', { contentType: 'text/calendar', streamBytes: 6 * 1024 * 1024 });
    expect(await refresh(t, sub.id)).toMatchObject({ eventCount: 6, lastError: expect.stringContaining('The calendar is larger than 5 MB') });
    expect((await occurrences(t, 'from=2025-03-17&to=2025-03-17')).occurrences.map((o) => o.title)).toEqual(['Team stand-up']);
  });

  it('renames, recolours and deletes; its events go with it', async () => {
    const t = await context();
    const { body: sub } = await subscribe(t, { name: 'Old', url: server.url('/google.ics') });
    const renamed = await send(t.app, 'PATCH', paths.subscription(1, sub.id), { name: 'Family', colour: '#12ab9F' }, t.cookie);
    expect(await renamed.json()).toMatchObject({ name: 'Family', colour: '#12ab9F' });
    expect((await occurrences(t, 'from=2025-03-17&to=2025-03-17')).occurrences[0]?.source).toEqual({
      subscriptionId: sub.id,
      name: 'Family',
      colour: '#12ab9F',
    });
    const removed = await t.app.request(paths.subscription(1, sub.id), { method: 'DELETE', headers: { Cookie: t.cookie } });
    expect(await removed.json()).toEqual({ success: true });
    expect(await rows(t.db, 'SELECT id FROM calendar_subscription_events')).toEqual([]);
    expect((await occurrences(t, 'from=2025-03-17&to=2025-03-17')).occurrences).toEqual([]);
  });

  it('validates every input', async () => {
    const t = await context({ allowLoopback: false });
    const status = async (body: Record<string, unknown>) => (await subscribe(t, body)).status;
    const url = 'https://calendar.example.com/basic.ics';
    expect(await status({ name: '', url })).toBe(400);
    expect(await status({ name: 'x'.repeat(101), url })).toBe(400);
    expect(await status({ name: 'Cal', url: 'ftp://calendar.example.com/a.ics' })).toBe(400);
    expect(await status({ name: 'Cal', url: 'javascript:alert(1)' })).toBe(400);
    expect(await status({ name: 'Cal', url: server.url('/google.ics') })).toBe(400);
    expect(await status({ name: 'Cal', url, colour: 'pink' })).toBe(400);
    expect(await status({ name: 'Cal', url, extra: 1 })).toBe(400);
    expect((await send(t.app, 'PATCH', paths.subscription(1, 1), {}, t.cookie)).status).toBe(400);
    expect((await get(t.app, `${paths.occurrences(1)}?from=2025-02-30`, t.cookie)).status).toBe(400);
    expect((await get(t.app, `${paths.occurrences(1)}?from=2025-01-01&to=2026-06-01`, t.cookie)).status).toBe(400);
    expect(await rows(t.db, 'SELECT id FROM calendar_subscriptions')).toEqual([]);
  });

  it('refuses loopback without the operator setting: the subscription keeps the error, nothing is fetched', async () => {
    const t = await context({ allowLoopback: false });
    const before = server.hits('/google.ics').length;
    const { status, body } = await subscribe(t, { name: 'Sneaky', url: `https://127.0.0.1:${new URL(server.origin).port}/google.ics` });
    expect(status).toBe(201);
    expect(body).toMatchObject({ eventCount: 0, lastError: 'This address points into a private network and cannot be fetched', lastSyncedAt: null });
    const metadata = await subscribe(t, { name: 'Metadata', url: 'webcal://169.254.169.254/latest/meta-data/' });
    expect(metadata.body.lastError).toBe('This address points into a private network and cannot be fetched');
    expect(server.hits('/google.ics').length).toBe(before);
  });

  it("answers 404 for another executive's subscription and 403 for another executive's paths", async () => {
    const t = await context();
    const { body: sub } = await subscribe(t, { name: 'Mine', url: server.url('/google.ics') });
    const other = await signUp(t.app, 'other-cal@example.com');
    const theirs = { ...t, cookie: other.cookie };
    expect((await send(t.app, 'PATCH', paths.subscription(other.executiveId, sub.id), { name: 'Taken' }, other.cookie)).status).toBe(404);
    expect((await send(t.app, 'POST', paths.refresh(other.executiveId, sub.id), {}, other.cookie)).status).toBe(404);
    expect((await t.app.request(paths.subscription(other.executiveId, sub.id), { method: 'DELETE', headers: { Cookie: other.cookie } })).status).toBe(404);
    expect(await (await get(t.app, paths.subscriptions(other.executiveId), other.cookie)).json()).toEqual([]);
    expect((await occurrences(theirs, 'from=2025-03-17&to=2025-03-17', other.cookie, other.executiveId)).occurrences).toEqual([]);
    expect((await get(t.app, paths.subscriptions(1), other.cookie)).status).toBe(403);
    expect((await get(t.app, paths.subscriptions(1))).status).toBe(401);
    expect((await t.repos.calendarSubscriptions.get(1, sub.id))?.name).toBe('Mine');
  });

  it('counts as busy time for time-block suggestions', async () => {
    const t = await context();
    const blocks = async () =>
      TimeBlockResponseSchema.parse(await (await get(t.app, `${apiPaths.timeBlockSuggestions(1)}?date=2025-03-13`, t.cookie)).json()).suggestedBlocks;
    const overlapsWorkday = (b: { startTime: string; endTime: string }) => b.startTime < '16:00' && b.endTime > '08:00';
    expect((await blocks()).some(overlapsWorkday)).toBe(true);
    const busyDay = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VEVENT',
      'UID:workshop@test',
      'DTSTAMP:20250301T000000Z',
      'DTSTART;TZID=Europe/Berlin:20250313T080000',
      'DTEND;TZID=Europe/Berlin:20250313T160000',
      'SUMMARY:Workshop',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    server.set('/busy.ics', { contentType: 'text/calendar', body: busyDay });
    expect((await subscribe(t, { name: 'Busy', url: server.url('/busy.ics') })).body.eventCount).toBe(1);
    expect((await blocks()).filter(overlapsWorkday)).toEqual([]);
  });
});
