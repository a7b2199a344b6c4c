// Connected calendar accounts against real CalDAV servers (Radicale and Xandikos, started once per run
// by the test setup), on SQLite and PostgreSQL: discovery and the calendar list, the first sync and
// the incremental ones after a second client changed the calendar, repeating events with a moved and
// a cancelled occurrence, free and busy events, a wrong password, and removing the account.
import { describe, expect, inject, it } from 'vitest';
import { calendarAccountPaths as paths, CalendarAccountSchema } from '@provana/contracts';
import { get } from '../../../test/helpers';
import { accountsContext } from '../../../test/support/calendar-accounts';
import { vcalendar, vevent } from '../../../test/support/caldav-client';
import { colleagueClient } from '../../../test/support/vitest-caldav-client';

const servers = inject('caldavServers');

describe.each(servers.map((s) => [s.kind, s] as const))('a connected account on %s', (_kind, server) => {
  const colleague = colleagueClient(server);

  it('finds the account, lists its calendars (writable, holding events) and never answers with the password', async () => {
    const t = await accountsContext();
    const name = `Work ${Date.now().toString(36)}`;
    await colleague.makeCalendar(name);
    const res = await t.connect(server);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(server.password);
    const account = CalendarAccountSchema.parse(JSON.parse(text));
    expect(account).toMatchObject({ provider: 'caldav', username: server.username, status: 'ok', lastError: null });
    expect(account.calendars.find((c) => c.name === name)).toMatchObject({ writable: true, shown: false, writes: false });
    const listed = await (await get(t.app, paths.accounts(1), t.cookie)).text();
    expect(listed).not.toContain(server.password);
    const stored = await t.repos.calendarAccounts.forSync(account.id);
    expect(stored?.secret).not.toContain(server.password);
  });

  it('reads the calendar picked, then only what a second client changed, removed or added', async () => {
    const t = await accountsContext();
    const name = `Team ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    await colleague.put(
      `${calendar}board.ics`,
      vcalendar(...vevent('board', 'DTSTART;TZID=Europe/Berlin:20260313T100000', 'DTEND;TZID=Europe/Berlin:20260313T110000', 'SUMMARY:Board prep')),
    );
    await colleague.put(`${calendar}lunch.ics`, vcalendar(...vevent('lunch', 'DTSTART:20260313T113000Z', 'DTEND:20260313T123000Z', 'SUMMARY:Lunch')));
    const account = await t.pick(await t.connected(server), name, false);
    expect(account.calendars.find((c) => c.name === name)).toMatchObject({ shown: true, writes: false });
    expect(await t.shown('2026-03-13')).toEqual(['2026-03-13T10:00:00 2026-03-13T11:00:00 Board prep', '2026-03-13T12:30:00 2026-03-13T13:30:00 Lunch']);

    await colleague.put(
      `${calendar}board.ics`,
      vcalendar(...vevent('board', 'DTSTART;TZID=Europe/Berlin:20260313T150000', 'DTEND;TZID=Europe/Berlin:20260313T160000', 'SUMMARY:Board prep (moved)')),
    );
    expect(await colleague.remove(`${calendar}lunch.ics`)).toBeLessThan(300);
    await colleague.put(
      `${calendar}call.ics`,
      vcalendar(...vevent('call', 'DTSTART;TZID=Europe/Berlin:20260313T090000', 'DTEND;TZID=Europe/Berlin:20260313T093000', 'SUMMARY:Call')),
    );
    const before = await t.rows<{ n: number }>('SELECT count(*) AS n FROM calendar_account_objects');
    const after = await t.refresh(account.id);
    expect(after).toMatchObject({ status: 'ok', lastSyncedAt: '2026-03-12T09:00:00.000Z' });
    expect(await t.shown('2026-03-13')).toEqual(['2026-03-13T09:00:00 2026-03-13T09:30:00 Call', '2026-03-13T15:00:00 2026-03-13T16:00:00 Board prep (moved)']);
    expect(Number((await t.rows<{ n: number }>('SELECT count(*) AS n FROM calendar_account_objects'))[0]?.n)).toBe(Number(before[0]?.n));
  });

  it('expands a repeating event with a moved and a cancelled occurrence', async () => {
    const t = await accountsContext();
    const name = `Series ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    await colleague.put(
      `${calendar}standup.ics`,
      vcalendar(
        ...vevent(
          'standup',
          'DTSTART;TZID=Europe/Berlin:20260316T090000',
          'DTEND;TZID=Europe/Berlin:20260316T091500',
          'RRULE:FREQ=DAILY;COUNT=5',
          'EXDATE;TZID=Europe/Berlin:20260318T090000',
          'SUMMARY:Stand-up',
        ),
        ...vevent(
          'standup',
          'RECURRENCE-ID;TZID=Europe/Berlin:20260319T090000',
          'DTSTART;TZID=Europe/Berlin:20260319T110000',
          'DTEND;TZID=Europe/Berlin:20260319T111500',
          'SUMMARY:Stand-up (moved)',
        ),
      ),
    );
    await t.pick(await t.connected(server), name, false);
    expect(await t.shown('2026-03-16', '2026-03-22')).toEqual([
      '2026-03-16T09:00:00 2026-03-16T09:15:00 Stand-up',
      '2026-03-17T09:00:00 2026-03-17T09:15:00 Stand-up',
      '2026-03-19T11:00:00 2026-03-19T11:15:00 Stand-up (moved)',
      '2026-03-20T09:00:00 2026-03-20T09:15:00 Stand-up',
    ]);
  });

  it('shows a free event (TRANSP:TRANSPARENT) but keeps its time free; a busy one counts as a meeting', async () => {
    const t = await accountsContext();
    const name = `Free ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    await colleague.put(
      `${calendar}free.ics`,
      vcalendar(
        ...vevent(
          'free',
          'DTSTART;TZID=Europe/Berlin:20260313T100000',
          'DTEND;TZID=Europe/Berlin:20260313T110000',
          'TRANSP:TRANSPARENT',
          'SUMMARY:Travel (free)',
        ),
      ),
    );
    await colleague.put(
      `${calendar}busy.ics`,
      vcalendar(...vevent('busy', 'DTSTART;TZID=Europe/Berlin:20260313T140000', 'DTEND;TZID=Europe/Berlin:20260313T150000', 'SUMMARY:Board')),
    );
    await t.pick(await t.connected(server), name, false);
    expect(await t.shown('2026-03-13')).toEqual(['2026-03-13T10:00:00 2026-03-13T11:00:00 Travel (free)', '2026-03-13T14:00:00 2026-03-13T15:00:00 Board']);
    const own = await t.createEvent('Focus', '2026-03-13T08:00:00', '2026-03-13T09:00:00');
    const { id } = (await own.json()) as { id: number };
    expect((await t.moveEvent(id, '2026-03-13T10:00:00', '2026-03-13T11:00:00')).status).toBe(200);
    const busy = await t.moveEvent(id, '2026-03-13T14:00:00', '2026-03-13T15:00:00');
    expect(busy.status).toBe(409);
    expect(await busy.json()).toMatchObject({ error: { code: 'meeting_overlap' } });
  });

  it('hides a calendar unpicked, and removing the account removes its events from Provana, not from the server', async () => {
    const t = await accountsContext();
    const name = `Gone ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    await colleague.put(
      `${calendar}one.ics`,
      vcalendar(...vevent('one', 'DTSTART;TZID=Europe/Berlin:20260313T100000', 'DTEND;TZID=Europe/Berlin:20260313T110000', 'SUMMARY:One')),
    );
    const account = await t.pick(await t.connected(server), name, false);
    expect(await t.shown('2026-03-13')).toHaveLength(1);
    const res = await t.app.request(paths.account(1, account.id), { method: 'DELETE', headers: { Cookie: t.cookie } });
    expect(res.status).toBe(200);
    expect(await t.shown('2026-03-13')).toEqual([]);
    expect(await t.rows('SELECT id FROM calendar_accounts')).toEqual([]);
    expect((await colleague.get(`${calendar}one.ics`)).status).toBe(200);
  });
});

describe('a wrong password (Radicale: Xandikos has no authentication of its own)', () => {
  const radicale = servers.find((s) => s.kind === 'radicale');
  it('is answered at the password field and stores nothing', async () => {
    if (!radicale) throw new Error('no Radicale');
    const t = await accountsContext();
    const res = await t.connect(radicale, 'not-the-password');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { code: 'account_not_connected', message: 'The server refused this username and password', field: 'password' } });
    expect(await t.rows('SELECT id FROM calendar_accounts')).toEqual([]);
  });

  it('says a server that is not a calendar server, or none at all, at the address field', async () => {
    const t = await accountsContext();
    const none = await t.app.request(paths.accounts(1), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: t.cookie },
      body: JSON.stringify({ address: 'http://127.0.0.1:9/', username: 'a', password: 'b' }),
    });
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({ error: { field: 'address', message: 'The server could not be reached' } });
    expect(await t.rows('SELECT id FROM calendar_accounts')).toEqual([]);
  });
});
