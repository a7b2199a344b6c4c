// Repeating events written back to a connected calendar, against real CalDAV servers (Radicale and
// Xandikos), on SQLite and PostgreSQL: a series made in Provana is one object with one VEVENT series
// (RRULE, TZID, VTIMEZONE); an occurrence moved here is a RECURRENCE-ID override in that object, one
// deleted here an EXDATE; "this and following" ends the series (UNTIL) and starts a new object; an
// occurrence edit over a copy changed on the server is answered in words and the server's copy kept.
import { describe, expect, inject, it } from 'vitest';
import ICAL from 'ical.js';
import { CalendarEventSchema } from '@provana/contracts';
import { get, send } from '../../../test/helpers';
import { accountsContext } from '../../../test/support/calendar-accounts';
import { colleagueClient } from '../../../test/support/vitest-caldav-client';

const servers = inject('caldavServers');
const EVENTS = '/api/executive/1/calendar-events';

/** The object's VEVENTs: the series first, then its overrides. */
function vevents(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  return {
    root,
    all: root.getAllSubcomponents('vevent'),
    series: root.getAllSubcomponents('vevent').find((v) => !v.hasProperty('recurrence-id')),
    overrides: root.getAllSubcomponents('vevent').filter((v) => v.hasProperty('recurrence-id')),
  };
}

describe.each(servers.map((s) => [s.kind, s] as const))('repeating events written back to %s', (_kind, server) => {
  const colleague = colleagueClient(server);

  async function weekly(title: string, count = 6) {
    const t = await accountsContext();
    const name = `Repeats ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    const account = await t.pick(await t.connected(server), name);
    // Fridays from 13 March 2026, 09:00 in Berlin: across the change to summer time on 29 March.
    const body = {
      title,
      startTime: '2026-03-13T09:00:00',
      endTime: '2026-03-13T10:00:00',
      type: 'meeting',
      priority: 'high',
      description: '',
      relatedGoals: [],
    };
    const res = await send(t.app, 'POST', EVENTS, { ...body, repeat: { frequency: 'weekly', weekdays: ['FR'], count } }, t.cookie);
    expect(res.status).toBe(201);
    const event = CalendarEventSchema.parse(await res.json());
    const url = `${calendar}provana-event-1-${event.id}.ics`;
    const patch = (b: Record<string, unknown>) => send(t.app, 'PATCH', `${EVENTS}/${event.id}`, b, t.cookie);
    const remove = (scope: string, occurrenceStart: string) =>
      t.app.request(`${EVENTS}/${event.id}?scope=${scope}&occurrenceStart=${occurrenceStart}`, { method: 'DELETE', headers: { Cookie: t.cookie } });
    const own = async (from: string, to: string) =>
      ((await (await get(t.app, `${EVENTS}?from=${from}&to=${to}`, t.cookie)).json()) as { startTime: string; title: string }[])
        .filter((e) => e.title === title)
        .map((e) => `${e.startTime} ${e.title}`);
    return { t, calendar, account, event, url, patch, remove, own };
  }

  it('writes a series made in Provana as one VEVENT series with RRULE and TZID, a moved occurrence as a RECURRENCE-ID override, a deleted one as an EXDATE', async () => {
    const { t, account, url, patch, remove, own } = await weekly('Leadership sync');
    const created = vevents((await colleague.get(url)).data);
    expect(created.all).toHaveLength(1);
    expect(created.root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Berlin');
    expect(created.series?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(created.series?.getFirstPropertyValue('rrule')).toMatchObject({ freq: 'WEEKLY', count: 6, parts: { BYDAY: ['FR'] } });

    const moved = await patch({ scope: 'this', occurrenceStart: '2026-03-20T09:00:00', startTime: '2026-03-20T11:00:00', endTime: '2026-03-20T12:00:00' });
    expect(moved.status).toBe(200);
    expect((await remove('this', '2026-04-03T09:00:00')).status).toBe(200);

    const there = await colleague.get(url);
    const written = vevents(there.data);
    expect(written.all).toHaveLength(2);
    expect(new Set(written.all.map((v) => v.getFirstPropertyValue('uid')))).toEqual(new Set([created.series?.getFirstPropertyValue('uid')]));
    expect(there.data).toMatch(/RECURRENCE-ID;TZID=Europe\/Berlin:20260320T090000/);
    expect(written.overrides[0]?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(there.data).toContain('DTSTART;TZID=Europe/Berlin:20260320T110000');
    expect(there.data).toMatch(/EXDATE;TZID=Europe\/Berlin:20260403T090000/);
    // Every calendar app expands it the same: the moved one at 11:00, 3 April gone, 09:00 Berlin after the change to summer time.
    const expanded = new ICAL.Event(written.series ?? new ICAL.Component('vevent'));
    for (const o of written.overrides) expanded.relateException(o);
    const it = expanded.iterator();
    const starts: string[] = [];
    for (let next = it.next(); next; next = it.next()) starts.push(expanded.getOccurrenceDetails(next).startDate.toString());
    expect(starts).toEqual(['2026-03-13T09:00:00', '2026-03-20T11:00:00', '2026-03-27T09:00:00', '2026-04-10T09:00:00', '2026-04-17T09:00:00']);
    // Read back by the next sync, it is still the own series, once, as edited.
    await t.refresh(account.id);
    expect(await t.shown('2026-03-13', '2026-04-20')).toEqual([]);
    expect(await own('2026-03-13', '2026-04-20')).toEqual([
      '2026-03-13T09:00:00 Leadership sync',
      '2026-03-20T11:00:00 Leadership sync',
      '2026-03-27T09:00:00 Leadership sync',
      '2026-04-10T09:00:00 Leadership sync',
      '2026-04-17T09:00:00 Leadership sync',
    ]);
  });

  it('splits the series on "this and following": the old one ends with UNTIL, the rest is a new series of its own', async () => {
    const { t, calendar, url, patch, own } = await weekly('Pipeline review');
    const res = await patch({ scope: 'following', occurrenceStart: '2026-03-27T09:00:00', startTime: '2026-03-27T14:00:00', endTime: '2026-03-27T15:00:00' });
    expect(res.status).toBe(200);
    const next = CalendarEventSchema.parse(await res.json());
    const old = vevents((await colleague.get(url)).data);
    const oldRule = old.series?.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(oldRule.count).toBeFalsy();
    // The second before 27 March 09:00 in Berlin, in UTC as RFC 5545 asks beside a zoned start.
    expect(oldRule.until?.toString()).toBe('2026-03-27T07:59:59Z');
    const rest = await colleague.get(`${calendar}provana-event-1-${next.id}.ics`);
    expect(rest.status).toBe(200);
    expect(rest.data).toContain('DTSTART;TZID=Europe/Berlin:20260327T140000');
    expect(vevents(rest.data).series?.getFirstPropertyValue('rrule')).toMatchObject({ freq: 'WEEKLY', count: 4, parts: { BYDAY: ['FR'] } });
    expect(await own('2026-03-13', '2026-04-30')).toEqual([
      '2026-03-13T09:00:00 Pipeline review',
      '2026-03-20T09:00:00 Pipeline review',
      '2026-03-27T14:00:00 Pipeline review',
      '2026-04-03T14:00:00 Pipeline review',
      '2026-04-10T14:00:00 Pipeline review',
      '2026-04-17T14:00:00 Pipeline review',
    ]);
    expect(await t.rows('SELECT COUNT(*) AS n FROM calendar_account_objects WHERE event_id IS NOT NULL')).toEqual([{ n: 2 }]);
  });

  it('keeps the server’s copy of the series when an occurrence is edited after it changed there, and says so in words', async () => {
    const { t, url, patch, remove, own } = await weekly('Board prep', 4);
    // The colleague's app moves the whole series to 15:00.
    await colleague.put(url, (await colleague.get(url)).data.replace('20260313T090000', '20260313T150000').replace('20260313T100000', '20260313T160000'));
    const res = await patch({ scope: 'this', occurrenceStart: '2026-03-20T09:00:00', startTime: '2026-03-20T10:00:00', endTime: '2026-03-20T11:00:00' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'changed_elsewhere', message: 'This event was changed in your calendar app; your move was not applied' },
    });
    const there = await colleague.get(url);
    expect(there.data).toContain('DTSTART;TZID=Europe/Berlin:20260313T150000');
    expect(there.data).not.toContain('RECURRENCE-ID');
    expect(await own('2026-03-13', '2026-04-10')).toEqual([
      '2026-03-13T15:00:00 Board prep',
      '2026-03-20T15:00:00 Board prep',
      '2026-03-27T15:00:00 Board prep',
      '2026-04-03T15:00:00 Board prep',
    ]);
    expect(await t.rows('SELECT COUNT(*) AS n FROM calendar_event_overrides')).toEqual([{ n: 0 }]);

    // Retitled there again: deleting an occurrence over the stale copy is refused in words too, nothing deleted.
    await colleague.put(url, (await colleague.get(url)).data.replace('SUMMARY:Board prep', 'SUMMARY:Board prep (agenda)'));
    const deleted = await remove('this', '2026-03-27T15:00:00');
    expect(deleted.status).toBe(409);
    expect(await deleted.json()).toEqual({
      error: { code: 'changed_elsewhere', message: 'This event was changed in your calendar app; your delete was not applied' },
    });
    expect((await colleague.get(url)).data).not.toContain('EXDATE');
    expect(await t.rows("SELECT title, exdates FROM calendar_events WHERE title LIKE 'Board prep%'")).toEqual([
      { title: 'Board prep (agenda)', exdates: '[]' },
    ]);
  });

  it('takes an occurrence deleted and one moved in the calendar app at the next sync', async () => {
    const { t, account, url, own } = await weekly('Ops standup', 4);
    const ics = (await colleague.get(url)).data;
    const series = vevents(ics).series?.toString() ?? '';
    const override = series
      .replace(/RRULE:[^\r\n]*\r?\n/, '')
      .replace(/DTSTART;TZID=Europe\/Berlin:20260313T090000/, 'RECURRENCE-ID;TZID=Europe/Berlin:20260320T090000\r\nDTSTART;TZID=Europe/Berlin:20260320T080000')
      .replace(/DTEND;TZID=Europe\/Berlin:20260313T100000/, 'DTEND;TZID=Europe/Berlin:20260320T090000');
    const edited = ics.replace(/(RRULE:[^\r\n]*)/, '$1\r\nEXDATE;TZID=Europe/Berlin:20260327T090000').replace('END:VCALENDAR', `${override}\r\nEND:VCALENDAR`);
    await colleague.put(url, edited);
    await t.refresh(account.id);
    expect(await own('2026-03-13', '2026-04-10')).toEqual([
      '2026-03-13T09:00:00 Ops standup',
      '2026-03-20T08:00:00 Ops standup',
      '2026-04-03T09:00:00 Ops standup',
    ]);
  });

  it('writes the own events planned before the account was connected once a write calendar is picked, and never twice after a re-connect', async () => {
    const t = await accountsContext();
    const name = `Before ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    const body = { type: 'focus', priority: 'high', description: '', relatedGoals: [] };
    const made = async (title: string, startTime: string, endTime: string, extra = {}) =>
      CalendarEventSchema.parse(await (await send(t.app, 'POST', EVENTS, { ...body, title, startTime, endTime, ...extra }, t.cookie)).json());
    const block = await made('Deep work: board deck', '2026-03-16T14:00:00', '2026-03-16T15:30:00');
    const series = await made('Weekly planning', '2026-03-02T08:00:00', '2026-03-02T08:30:00', { repeat: { frequency: 'weekly', weekdays: ['MO'] } });
    const past = await made('Yesterday’s review', '2026-03-11T10:00:00', '2026-03-11T11:00:00');
    const objects = async () => {
      const res = await fetch(calendar, {
        method: 'PROPFIND',
        headers: { authorization: `Basic ${Buffer.from(`${server.username}:${server.password}`).toString('base64')}`, depth: '1' },
      });
      return [...(await res.text()).matchAll(/provana-event-1-(\d+)\.ics/g)].map((m) => Number(m[1])).sort((a, b) => a - b);
    };
    await t.pick(await t.connected(server), name);
    expect(await objects()).toEqual([block.id, series.id]);
    expect((await colleague.get(`${calendar}provana-event-1-${past.id}.ics`)).status).toBe(404);
    expect((await colleague.get(`${calendar}provana-event-1-${series.id}.ics`)).data).toContain('RRULE:FREQ=WEEKLY;BYDAY=MO');

    // Removed and connected again: the same objects, found as Provana's and updated, not written twice.
    const [account] = await t.repos.calendarAccounts.list(1);
    expect((await t.app.request(`/api/executive/1/calendar-accounts/${account?.id}`, { method: 'DELETE', headers: { Cookie: t.cookie } })).status).toBe(200);
    await t.pick(await t.connected(server), name);
    expect(await objects()).toEqual([block.id, series.id]);
    expect(await t.rows('SELECT COUNT(*) AS n FROM calendar_account_objects WHERE event_id IS NOT NULL')).toEqual([{ n: 2 }]);
    expect(await t.shown('2026-03-16')).toEqual([]);
  });
});
