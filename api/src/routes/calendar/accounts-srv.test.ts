// Connecting with only an email address whose domain names its CalDAV server in DNS (RFC 6764 service
// and TXT records), against real Radicale and Xandikos and a DNS server of the test's own on loopback,
// on SQLite and PostgreSQL: the account is found and its calendars listed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { calendarAccountPaths as paths, CalendarAccountSchema } from '@provana/contracts';
import { send } from '../../../test/helpers';
import { accountsContext } from '../../../test/support/calendar-accounts';
import { colleagueClient } from '../../../test/support/vitest-caldav-client';
import { startDnsServer } from '../../../test/support/dns-server';

const servers = inject('caldavServers');
let dns: Awaited<ReturnType<typeof startDnsServer>>;

beforeAll(async () => {
  dns = await startDnsServer({
    srv: Object.fromEntries(
      servers.map((s) => [`_caldav._tcp.${s.kind}.example`, [{ priority: 0, weight: 0, port: Number(new URL(s.url).port), target: '127.0.0.1' }]]),
    ),
    txt: Object.fromEntries(servers.map((s) => [`_caldav._tcp.${s.kind}.example`, ['path=/']])),
  });
});
afterAll(() => dns.stop());

describe.each(servers.map((s) => [s.kind, s] as const))('an email address on %s', (kind, server) => {
  it('finds the server from the domain’s service record and lists its calendars', async () => {
    const name = `Found ${Date.now().toString(36)}`;
    await colleagueClient(server).makeCalendar(name);
    const t = await accountsContext(undefined, [dns.server]);
    const res = await send(
      t.app,
      'POST',
      paths.accounts(1),
      { address: `ana@${kind}.example`, username: server.username, password: server.password },
      t.cookie,
    );
    expect(res.status).toBe(201);
    const account = CalendarAccountSchema.parse(await res.json());
    expect(account.calendars.map((c) => c.name)).toContain(name);
  });
});
