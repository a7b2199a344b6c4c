// Private items on a connected calendar, against real CalDAV servers (Radicale and Xandikos), on
// SQLite and PostgreSQL: an event the server classes PRIVATE or CONFIDENTIAL is a private item here
// (Busy, without place or attendees, for an Editor; itself for the owner), and an own event marked
// private here is written CLASS:PRIVATE, when made so and when marked later.
import { describe, expect, inject, it } from 'vitest';
import { BUSY_EVENT_TITLE, CalendarEventSchema, calendarSubscriptionPaths, SubscribedOccurrencesResponseSchema } from '@provana/contracts';
import { get, send } from '../../../test/helpers';
import { accountsContext } from '../../../test/support/calendar-accounts';
import { vcalendar, vevent } from '../../../test/support/caldav-client';
import { colleagueClient } from '../../../test/support/vitest-caldav-client';
import { delegateAs } from '../../../test/support/delegates';

const servers = inject('caldavServers');

describe.each(servers.map((s) => [s.kind, s] as const))('private items on %s', (_kind, server) => {
  const colleague = colleagueClient(server);

  it('treats an event classed PRIVATE or CONFIDENTIAL on the server as private: Busy for an Editor, itself for the owner', async () => {
    const t = await accountsContext();
    const name = `Private ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    const at = (start: string) => [`DTSTART;TZID=Europe/Berlin:${start}`, 'DURATION:PT1H'];
    await colleague.put(`${calendar}a.ics`, vcalendar(...vevent('a', ...at('20260316T090000'), 'SUMMARY:Oncologist', 'LOCATION:Charité', 'CLASS:PRIVATE')));
    await colleague.put(
      `${calendar}b.ics`,
      vcalendar(...vevent('b', ...at('20260316T110000'), 'SUMMARY:Acquisition talks', 'CLASS:CONFIDENTIAL', 'ATTENDEE:mailto:ceo@rival.example')),
    );
    await colleague.put(`${calendar}c.ics`, vcalendar(...vevent('c', ...at('20260316T130000'), 'SUMMARY:Team lunch', 'CLASS:PUBLIC')));
    await t.pick(await t.connected(server), name, false);
    const editor = await delegateAs(t, 'editor@example.com', 'editor', t.cookie);
    const seen = async (cookie: string) =>
      SubscribedOccurrencesResponseSchema.parse(
        await (await get(t.app, `${calendarSubscriptionPaths.occurrences(1)}?from=2026-03-16&to=2026-03-16`, cookie)).json(),
      ).occurrences;
    expect((await seen(t.cookie)).map((o) => o.title)).toEqual(['Oncologist', 'Acquisition talks', 'Team lunch']);
    const asEditor = await seen(editor.cookie);
    expect(asEditor.map((o) => [o.startTime, o.title])).toEqual([
      ['2026-03-16T09:00:00', BUSY_EVENT_TITLE],
      ['2026-03-16T11:00:00', BUSY_EVENT_TITLE],
      ['2026-03-16T13:00:00', 'Team lunch'],
    ]);
    expect(JSON.stringify(asEditor)).not.toMatch(/Oncologist|Charité|Acquisition|rival/);
  });

  it('writes an own event marked private as CLASS:PRIVATE, made so or marked later', async () => {
    const t = await accountsContext();
    const name = `Own private ${Date.now().toString(36)}`;
    const calendar = await colleague.makeCalendar(name);
    await t.pick(await t.connected(server), name);
    const body = { type: 'other', priority: 'high', description: '', relatedGoals: [] };
    const made = async (title: string, start: string, extra = {}) =>
      CalendarEventSchema.parse(
        await (
          await send(
            t.app,
            'POST',
            '/api/executive/1/calendar-events',
            { ...body, title, startTime: start, endTime: start.replace('T09', 'T10'), ...extra },
            t.cookie,
          )
        ).json(),
      );
    const secret = await made('Therapy', '2026-03-17T09:00:00', { private: true });
    const later = await made('Lawyer', '2026-03-18T09:00:00');
    const objectOf = async (id: number) => (await colleague.get(`${calendar}provana-event-1-${id}.ics`)).data;
    expect(await objectOf(secret.id)).toContain('CLASS:PRIVATE');
    expect(await objectOf(later.id)).not.toContain('CLASS:PRIVATE');
    expect((await send(t.app, 'PATCH', `/api/executive/1/calendar-events/${later.id}/private`, { private: true }, t.cookie)).status).toBe(200);
    expect(await objectOf(later.id)).toContain('CLASS:PRIVATE');
  });
});
