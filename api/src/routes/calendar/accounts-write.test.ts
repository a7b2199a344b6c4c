// Writing back to a connected calendar against real CalDAV servers (Radicale and Xandikos), on SQLite
// and PostgreSQL: an applied block or own event lands in the write calendar with TZID and VTIMEZONE
// and Provana's own UID and property, never twice; a move carries If-Match with the ETag last seen;
// a change made on the server wins over a stale write, said in words; a change on the server reaches
// the event at the next sync; delete; and a server that went away.
import { describe, expect, inject, it } from 'vitest';
import ICAL from 'ical.js';
import { apiPaths, calendarSubscriptionPaths, CalendarEventSchema } from '@provana/contracts';
import { send } from '../../../test/helpers';
import { exec } from '../../../test/support/raw-sql';
import { accountsContext } from '../../../test/support/calendar-accounts';
import { startCaldavServer } from '../../../test/support/caldav-servers';
import { colleagueClient } from '../../../test/support/vitest-caldav-client';

const servers = inject('caldavServers');

describe.each(servers.map((s) => [s.kind, s] as const))('writing back to %s', (_kind, server) => {
  const colleague = colleagueClient(server);

  async function writing() {
    const t = await accountsContext();
    const name = `Provana ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    const account = await t.pick(await t.connected(server), name);
    const created = async (title: string, start: string, end: string) => {
      const res = await t.createEvent(title, start, end);
      expect(res.status).toBe(201);
      const event = CalendarEventSchema.parse(await res.json());
      return { event, url: `${calendar}provana-event-1-${event.id}.ics` };
    };
    return { t, calendar, account, created };
  }

  it('writes an applied block to the write calendar as iCalendar with TZID and VTIMEZONE, its own UID and property, shown once', async () => {
    const { t, created } = await writing();
    const { event, url } = await created('Deep work: Q2 plan', '2026-03-13T14:00:00', '2026-03-13T15:30:00');
    const there = await colleague.get(url);
    expect(there.status).toBe(200);
    const root = new ICAL.Component(ICAL.parse(there.data));
    const vevent = root.getFirstSubcomponent('vevent');
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(vevent?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(there.data).toContain('DTSTART;TZID=Europe/Berlin:20260313T140000');
    expect(vevent?.getFirstPropertyValue('uid')).toBe(`provana-event-1-${event.id}@provana.app`);
    expect(vevent?.getFirstPropertyValue('x-provana-event-id')).toBe(`1/${event.id}`);
    expect(vevent?.getFirstPropertyValue('dtstamp')?.toString()).toMatch(/Z$/);
    // Synced back, it is the own event, not a second one from the calendar.
    await t.refresh((await t.repos.calendarAccounts.list(1))[0]?.id ?? 0);
    expect(await t.shown('2026-03-13')).toEqual([]);
    expect((await t.ownEvents('2026-03-13')).filter((e) => e.includes('Deep work'))).toEqual(['2026-03-13T14:00:00 2026-03-13T15:30:00 Deep work: Q2 plan']);
  });

  it('moves it on the server with the ETag last seen, and deletes it there', async () => {
    const { t, created } = await writing();
    const { event, url } = await created('Focus block', '2026-03-13T09:00:00', '2026-03-13T10:00:00');
    const first = await colleague.get(url);
    expect((await t.moveEvent(event.id, '2026-03-13T11:00:00', '2026-03-13T12:00:00')).status).toBe(200);
    const moved = await colleague.get(url);
    expect(moved.data).toContain('DTSTART;TZID=Europe/Berlin:20260313T110000');
    expect(moved.etag).not.toBe(first.etag);
    expect(await t.rows('SELECT etag FROM calendar_account_objects')).toEqual([{ etag: moved.etag }]);
    expect((await t.deleteEvent(event.id)).status).toBe(200);
    expect((await colleague.get(url)).status).toBe(404);
  });

  it('keeps the server’s version when it changed after Provana read it, and says so in words', async () => {
    const { t, created } = await writing();
    const { event, url } = await created('1:1 with Priya', '2026-03-13T09:00:00', '2026-03-13T09:30:00');
    const theirs = (await colleague.get(url)).data.replace('20260313T090000', '20260313T160000').replace('20260313T093000', '20260313T163000');
    await colleague.put(url, theirs);
    const res = await t.moveEvent(event.id, '2026-03-13T10:00:00', '2026-03-13T10:30:00');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'changed_elsewhere', message: 'This event was changed in your calendar app; your move was not applied' },
    });
    expect((await colleague.get(url)).data).toContain('DTSTART;TZID=Europe/Berlin:20260313T160000');
    expect((await t.ownEvents('2026-03-13')).filter((e) => e.includes('Priya'))).toEqual(['2026-03-13T16:00:00 2026-03-13T16:30:00 1:1 with Priya']);
  });

  it('writes an event the assistant schedules, and refuses it in words, storing nothing, when the server is gone', async () => {
    const { t, calendar } = await writing();
    const schedule = (title: string) =>
      send(
        t.app,
        'POST',
        apiPaths.assistantActions(1),
        { action: { kind: 'schedule_event', title, startTime: '2026-03-16T15:00:00', endTime: '2026-03-16T15:30:00', description: '' } },
        t.cookie,
      );
    const res = await schedule('Call the auditors');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect((await colleague.get(`${calendar}provana-event-1-${id}.ics`)).data).toContain('SUMMARY:Call the auditors');
    // The account's calendar gone from the server: the write is refused and nothing is stored here.
    await exec(t.db, 'UPDATE calendar_account_calendars SET url = ? WHERE writes = 1', `${server.homeUrl}nowhere/`);
    expect((await schedule('Call the lawyers')).status).toBeGreaterThanOrEqual(400);
    expect((await t.ownEvents('2026-03-16')).filter((e) => e.includes('lawyers'))).toEqual([]);
  });

  it('writes the events of an imported .ics file from now on', async () => {
    const { t, calendar } = await writing();
    const file = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', 'UID:board-prep@elsewhere.test', 'DTSTART;TZID=Europe/Berlin:20260317T140000'];
    file.push('DTEND;TZID=Europe/Berlin:20260317T150000', 'SUMMARY:Board prep', 'END:VEVENT', 'END:VCALENDAR', '');
    const res = await t.app.request(calendarSubscriptionPaths.importIcs(1), {
      method: 'POST',
      headers: { Cookie: t.cookie, 'Content-Type': 'text/calendar' },
      body: file.join('\r\n'),
    });
    expect(res.status).toBe(201);
    const [row] = await t.rows<{ id: number }>("SELECT id FROM calendar_events WHERE title = 'Board prep'");
    const there = await colleague.get(`${calendar}provana-event-1-${row?.id}.ics`);
    expect(there.status).toBe(200);
    expect(there.data).toContain('DTSTART;TZID=Europe/Berlin:20260317T140000');
    expect(there.data).toContain('SUMMARY:Board prep');
  });

  it('moves the event when it was moved in the calendar app, at the next sync', async () => {
    const { t, account, created } = await writing();
    const { url } = await created('Strategy review', '2026-03-13T09:00:00', '2026-03-13T10:00:00');
    await colleague.put(url, (await colleague.get(url)).data.replace('20260313T090000', '20260313T130000').replace('20260313T100000', '20260313T140000'));
    await t.refresh(account.id);
    expect((await t.ownEvents('2026-03-13')).filter((e) => e.includes('Strategy'))).toEqual(['2026-03-13T13:00:00 2026-03-13T14:00:00 Strategy review']);
  });
});

describe('a calendar server that went away while connected', () => {
  it('keeps the last events marked as of the last sync, refuses a write in words, and syncs again once it is back', async () => {
    const own = await startCaldavServer('radicale');
    try {
      const endpoint = { kind: own.kind, url: own.url, username: own.username, password: own.password, homeUrl: own.homeUrl };
      const colleague = colleagueClient(endpoint);
      const calendar = await colleague.makeCalendar('Work');
      await colleague.put(
        `${calendar}review.ics`,
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//x//y//EN',
          'BEGIN:VEVENT',
          'UID:review',
          'DTSTAMP:20260301T000000Z',
          'DTSTART;TZID=Europe/Berlin:20260313T100000',
          'DTEND;TZID=Europe/Berlin:20260313T110000',
          'SUMMARY:Review',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      );
      const t = await accountsContext();
      const account = await t.pick(await t.connected(endpoint), 'Work');
      await own.halt();
      t.clock.set(new Date('2026-03-12T09:12:00Z'));
      const down = await t.refresh(account.id);
      expect(down).toMatchObject({ status: 'unreachable', lastSyncedAt: '2026-03-12T09:00:00.000Z', lastError: 'The server could not be reached' });
      expect(await t.shown('2026-03-13')).toEqual(['2026-03-13T10:00:00 2026-03-13T11:00:00 Review']);
      const refused = await t.createEvent('Planning', '2026-03-13T15:00:00', '2026-03-13T16:00:00');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        error: { code: 'calendar_unreachable', message: 'Your calendar server could not be reached, so nothing was changed: The server could not be reached' },
      });
      expect((await t.ownEvents('2026-03-13')).filter((e) => e.includes('Planning'))).toEqual([]);
      await own.restart();
      expect(await t.refresh(account.id)).toMatchObject({ status: 'ok', lastError: null, lastSyncedAt: '2026-03-12T09:12:00.000Z' });
    } finally {
      await own.stop();
    }
  });
});
