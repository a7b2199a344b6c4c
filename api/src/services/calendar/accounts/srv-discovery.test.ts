// RFC 6764's DNS step against a DNS server of the test's own on loopback: the _caldavs service
// record's host and port with its TXT path, the best record by priority then weight, "." as none,
// and plain _caldav only where loopback is allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer } from '../../../../test/support/dns-server';
import { srvServerUrl } from './srv-discovery';

let dns: Awaited<ReturnType<typeof startDnsServer>>;

beforeAll(async () => {
  dns = await startDnsServer({
    srv: {
      '_caldavs._tcp.example.com': [
        { priority: 20, weight: 0, port: 443, target: 'backup.example.com' },
        { priority: 10, weight: 1, port: 8443, target: 'light.example.com' },
        { priority: 10, weight: 5, port: 8443, target: 'dav.example.com' },
      ],
      '_caldavs._tcp.nodav.example': [{ priority: 0, weight: 0, port: 0, target: '.' }],
      '_caldav._tcp.plain.example': [{ priority: 0, weight: 0, port: 5232, target: 'localhost' }],
    },
    txt: { '_caldavs._tcp.example.com': ['path=/caldav/v2'] },
  });
});
afterAll(() => dns.stop());

describe('finding a CalDAV server from an email domain (RFC 6764 DNS records)', () => {
  it('takes the best service record, lowest priority then highest weight, and its TXT path', async () => {
    expect(await srvServerUrl('example.com', { allowLoopback: false, dnsServers: [dns.server] })).toBe('https://dav.example.com:8443/caldav/v2');
  });

  it('finds none for a target of "." or no record, and asks for plain http only where loopback is allowed', async () => {
    expect(await srvServerUrl('nodav.example', { allowLoopback: false, dnsServers: [dns.server] })).toBeNull();
    expect(await srvServerUrl('unknown.example', { allowLoopback: false, dnsServers: [dns.server] })).toBeNull();
    expect(await srvServerUrl('plain.example', { allowLoopback: false, dnsServers: [dns.server] })).toBeNull();
    expect(await srvServerUrl('plain.example', { allowLoopback: true, dnsServers: [dns.server] })).toBe('http://localhost:5232/');
  });
});
