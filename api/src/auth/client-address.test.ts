import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_CLIENT, addressKey, clientAddress, isHttpsRequest } from './client-address';

describe('addressKey', () => {
  it('keeps IPv4 addresses, also IPv4-mapped IPv6 and with a port', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('203.0.113.7:51234')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, in any spelling', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('[2001:db8:1:2::99]:443')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('maps anything that is not an address to one shared key', () => {
    expect(addressKey('')).toBe(UNKNOWN_CLIENT);
    expect(addressKey('evil, 1.2.3.4')).toBe(UNKNOWN_CLIENT);
    expect(addressKey('unknown')).toBe(UNKNOWN_CLIENT);
  });
});

describe('clientAddress and isHttpsRequest', () => {
  const probe = (trustProxy: boolean) => new Hono().get('/', (c) => c.json({ address: clientAddress(c, trustProxy), https: isHttpsRequest(c, trustProxy) }));

  it('uses the connection peer from node-server, ignoring forwarded headers without the proxy switch', async () => {
    const server = serve({ fetch: probe(false).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '198.51.100.1', 'X-Forwarded-Proto': 'https' } });
      expect(await res.json()).toEqual({ address: '127.0.0.1', https: false });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('behind a trusted proxy, takes the last X-Forwarded-For entry (the one the proxy appended) and X-Forwarded-Proto', async () => {
    const res = await probe(true).request('http://api.internal/', {
      headers: { 'X-Forwarded-For': '10.9.9.9, 198.51.100.1', 'X-Forwarded-Proto': 'https' },
    });
    expect(await res.json()).toEqual({ address: '198.51.100.1', https: true });
  });

  it('falls back to the unknown client without a socket (app.request) and reads HTTPS from the URL', async () => {
    const res = await probe(false).request('https://provana.example/');
    expect(await res.json()).toEqual({ address: UNKNOWN_CLIENT, https: true });
  });
});
