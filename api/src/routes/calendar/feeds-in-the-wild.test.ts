// Subscribed calendars and .ics imports in their publishers' shapes (test/fixtures/ical), through the
// API and the database: what a partly read calendar stores and says, and that added dates, moved
// series, calendar zones and cancellations survive storage and are found by range reads far from a
// series' start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarSubscriptionPaths as paths, CalendarSubscriptionSchema, IcsImportResultSchema, SubscribedOccurrencesResponseSchema } from '@provana/contracts';
import { TEST_SCRYPT, get, login, send } from '../../../test/helpers';
import { fixtureText, startIcalServer, type FixtureName, type IcalServer } from '../../../test/support/ical-server';
import { createTestDatabase } from '../../../test/support/test-database';
import { createApp } from '../../app';
import { createBuiltInEngine } from '../../assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../auth/accounts';
import { createRepositories } from '../../db/repositories';
import { manualClock } from '../../lib/clock';

let server: IcalServer;
beforeAll(async () => {
  server = await startIcalServer();
});
afterAll(() => server.close());

const PARTLY_READ = '1 event could not be read (1 without a readable start); 2 lines could not be read and were left out.';

/** The app over a fresh database, the demo executive in Berlin on 12 March 2025. */
async function context() {
  const db = await createTestDatabase();
  const clock = manualClock(new Date('2025-03-12T09:00:00Z'));
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT, 'Europe/Berlin');
  const app = createApp({ db, clock, engine: createBuiltInEngine(), scrypt: TEST_SCRYPT, calendarFetch: { allowLoopback: true, timeoutMs: 2000 } });
  const cookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  const subscribe = async (path: string, body?: string) => {
    if (body !== undefined) server.set(path, { contentType: 'text/calendar; charset=utf-8', body });
    const res = await send(app, 'POST', paths.subscriptions(1), { name: path.slice(1), url: server.url(path) }, cookie);
    expect(res.status).toBe(201);
    return CalendarSubscriptionSchema.parse(await res.json());
  };
  const refresh = async (id: number) => CalendarSubscriptionSchema.parse(await (await send(app, 'POST', paths.refresh(1, id), {}, cookie)).json());
  /** Occurrences of one day (or days), as "start end title". */
  const shown = async (from: string, to = from) => {
    const body = SubscribedOccurrencesResponseSchema.parse(await (await get(app, `${paths.occurrences(1)}?from=${from}&to=${to}`, cookie)).json());
    return body.occurrences.map((o) => `${o.startTime} ${o.endTime} ${o.title}`);
  };
  const upload = (body: string) => app.request(paths.importIcs(1), { method: 'POST', headers: { 'Content-Type': 'text/calendar', Cookie: cookie }, body });
  return { subscribe, refresh, shown, upload };
}

const feed = (name: FixtureName) => [`/${name}.ics`, fixtureText(name)] as const;

describe('calendars as they are in the wild', () => {
  it('stores a partly read calendar with what it left out, until it reads whole; nothing readable keeps the last good events', async () => {
    const t = await context();
    const sub = await t.subscribe(...feed('holiday-publisher'));
    expect(sub).toMatchObject({ eventCount: 8, lastError: null, lastWarning: PARTLY_READ });
    expect(await t.shown('2025-12-03')).toEqual(['2025-12-03T14:00:00 2025-12-03T21:00:00 Christmas market (opens late)']);
    expect(await t.shown('2025-05-01')).toEqual(['2025-05-01 2025-05-02 Labour Day']);

    const mended = fixtureText('holiday-publisher')
      .replace('DTSTART:TBA', 'DTSTART:20251003')
      .replace('FREQ=ANNUALLY;BYEASTER=50', 'FREQ=YEARLY')
      .replace('\nBundesweiter Feiertag', '');
    server.set('/holiday-publisher.ics', { contentType: 'text/calendar', body: mended });
    expect(await t.refresh(sub.id)).toMatchObject({ eventCount: 9, lastError: null, lastWarning: null });

    const unreadable = [
      'BEGIN:VCALENDAR',
      'BEGIN:VEVENT',
      'UID:a',
      'DTSTART:TBA',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:b',
      'SUMMARY:No start',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    server.set('/holiday-publisher.ics', { contentType: 'text/calendar', body: unreadable });
    const failed = await t.refresh(sub.id);
    expect(failed).toMatchObject({
      eventCount: 9,
      lastWarning: null,
      lastError: 'The calendar could not be read: none of its 2 events was readable (2 without a readable start)',
    });
    expect(await t.shown('2025-10-03')).toEqual(['2025-10-03 2025-10-04 State holiday (date to be announced)']);
  });

  it('stores added dates: one past the rule’s end is found by a range of its day alone', async () => {
    const t = await context();
    expect(await t.subscribe(...feed('nextcloud-rdate'))).toMatchObject({ eventCount: 2, lastWarning: null });
    expect(await t.shown('2025-03-17', '2025-03-20')).toEqual(['2025-03-20T20:00:00 2025-03-20T21:30:00 Book club (late start)']);
    expect(await t.shown('2025-03-26', '2025-03-27')).toEqual(['2025-03-26T19:00:00 2025-03-26T20:30:00 Book club']);
    expect(await t.shown('2025-04-05')).toEqual(['2025-04-05T10:00:00 2025-04-05T13:00:00 Book club']);
  });

  it('stores a THISANDFUTURE override with its series, both found months later', async () => {
    const t = await context();
    expect(await t.subscribe(...feed('nextcloud-this-and-future'))).toMatchObject({ eventCount: 3 });
    expect(await t.shown('2025-03-17', '2025-03-18')).toEqual(['2025-03-18T10:00:00 2025-03-18T11:30:00 Team sync (new slot)']);
    expect(await t.shown('2025-06-23', '2025-06-24')).toEqual(['2025-06-24T10:00:00 2025-06-24T11:30:00 Team sync (new slot)']);
  });

  it('stores the first occurrence, the calendar’s zone and the cancellations', async () => {
    const t = await context();
    await t.subscribe(...feed('outlook-first-occurrence'));
    await t.subscribe(...feed('google-floating-times'));
    await t.subscribe(...feed('podcast-cancelled'));
    expect(await t.shown('2025-03-03')).toEqual(['2025-03-03T10:00:00 2025-03-03T11:00:00 Onboarding sessions']);
    expect(await t.shown('2025-03-20')).toEqual(['2025-03-20T14:00:00 2025-03-20T14:30:00 Budget sign-off']);
    expect(await t.shown('2025-03-31')).toEqual(['2025-03-31T15:00:00 2025-03-31T16:00:00 Pipeline review']);
    expect(await t.shown('2025-04-03')).toEqual(['2025-04-03T08:00:00 2025-04-03T08:45:00 New episode: The Leadership Hour']);
    expect(await t.shown('2025-04-04', '2025-06-30')).toEqual([]);
  });

  it('imports a partly read .ics file the same way and says what it left out', async () => {
    const t = await context();
    const res = await t.upload(fixtureText('holiday-publisher'));
    expect(res.status).toBe(201);
    // Five one-offs (New Year, Good Friday, Whit Monday without its unreadable rule and two overrides)
    // and the series' next 12 months: Labour Day and 26 market days (the 27th is the moved one).
    expect(IcsImportResultSchema.parse(await res.json())).toEqual({ created: 32, fromRecurring: 27, truncated: false, skipped: 1, warning: PARTLY_READ });
    const none = await t.upload(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:a', 'DTSTART:TBA', 'END:VEVENT', 'END:VCALENDAR'].join('\r\n'));
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({
      error: { code: 'invalid_calendar', message: 'The calendar could not be read: its one event was not readable (1 without a readable start)' },
    });
  });
});
