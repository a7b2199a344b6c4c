// The app over a fresh database for the connected-calendar suites: the demo executive in Berlin on
// 12 March 2026, loopback CalDAV servers allowed, and the calls those suites make.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  calendarAccountPaths as paths,
  calendarSubscriptionPaths,
  CalendarAccountSchema,
  SubscribedOccurrencesResponseSchema,
  type CalendarAccount,
} from '@provana/contracts';
import { TEST_SCRYPT, get, login, send } from '../helpers';
import { createApp } from '../../src/app';
import { createBuiltInEngine } from '../../src/assistant/built-in';
import { DEMO_EMAIL, DEMO_PASSWORD, ensureDemoAccount } from '../../src/auth/accounts';
import { createRepositories } from '../../src/db/repositories';
import { manualClock } from '../../src/lib/clock';
import { secretBox } from '../../src/lib/secret-box';
import type { CaldavEndpoint } from './caldav-servers';
import { rows } from './raw-sql';
import { createTestDatabase } from './test-database';

export const ZONE = 'Europe/Berlin';

/** `dnsServers`: where the RFC 6764 DNS step asks (a loopback DNS server of the test's own). */
export async function accountsContext(now = new Date('2026-03-12T09:00:00Z'), dnsServers?: string[]) {
  const db = await createTestDatabase();
  const clock = manualClock(now);
  const repos = createRepositories(db);
  await ensureDemoAccount(repos, clock, TEST_SCRYPT, ZONE);
  const app = createApp({
    db,
    clock,
    engine: createBuiltInEngine(),
    scrypt: TEST_SCRYPT,
    calendarFetch: { allowLoopback: true, timeoutMs: 8000, dnsServers },
    calendarAccounts: { secrets: secretBox(randomBytes(32)), intervalMs: 300_000 },
  });
  const cookie = await login(app, DEMO_EMAIL, DEMO_PASSWORD);
  const connect = (server: CaldavEndpoint, password = server.password) =>
    send(app, 'POST', paths.accounts(1), { address: server.url, username: server.username, password }, cookie);
  const connected = async (server: CaldavEndpoint) => {
    const res = await connect(server);
    expect(res.status).toBe(201);
    return CalendarAccountSchema.parse(await res.json());
  };
  /** Shows the calendar named `name` and writes to it. */
  const pick = async (account: CalendarAccount, name: string, writes = true) => {
    const calendar = account.calendars.find((c) => c.name === name);
    if (!calendar) throw new Error(`no calendar ${name}`);
    const res = await send(app, 'PUT', paths.calendars(1, account.id), { shown: [calendar.id], writeCalendarId: writes ? calendar.id : null }, cookie);
    expect(res.status).toBe(200);
    return CalendarAccountSchema.parse(await res.json());
  };
  const refresh = async (accountId: number) => CalendarAccountSchema.parse(await (await send(app, 'POST', paths.refresh(1, accountId), {}, cookie)).json());
  /** Connected and subscribed occurrences of the days, as "start end title". */
  const shown = async (from: string, to = from) => {
    const body = SubscribedOccurrencesResponseSchema.parse(
      await (await get(app, `${calendarSubscriptionPaths.occurrences(1)}?from=${from}&to=${to}`, cookie)).json(),
    );
    return body.occurrences.map((o) => `${o.startTime} ${o.endTime} ${o.title}`);
  };
  const createEvent = (title: string, startTime: string, endTime: string) =>
    send(
      app,
      'POST',
      '/api/executive/1/calendar-events',
      { title, startTime, endTime, type: 'focus', priority: 'high', description: '', relatedGoals: [] },
      cookie,
    );
  const moveEvent = (id: number, startTime: string, endTime: string) =>
    send(app, 'PATCH', `/api/executive/1/calendar-events/${id}`, { startTime, endTime }, cookie);
  const deleteEvent = (id: number) => app.request(`/api/executive/1/calendar-events/${id}`, { method: 'DELETE', headers: { Cookie: cookie } });
  const ownEvents = async (day: string) =>
    (
      (await (await get(app, `/api/executive/1/calendar-events?from=${day}&to=${day}`, cookie)).json()) as {
        id: number;
        title: string;
        startTime: string;
        endTime: string;
      }[]
    ).map((e) => `${e.startTime} ${e.endTime} ${e.title}`);
  return {
    app,
    db,
    repos,
    clock,
    cookie,
    rows: <T = Record<string, unknown>>(text: string) => rows<T>(db, text),
    connect,
    connected,
    pick,
    refresh,
    shown,
    createEvent,
    moveEvent,
    deleteEvent,
    ownEvents,
  };
}
