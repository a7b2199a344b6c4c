// Who is asking, and over what: the client address that rate limits count, and whether the request
// came over HTTPS. Proxy headers are believed only when the operator says a proxy is in front
// (PROVANA_TRUST_PROXY): otherwise any client could pick its own address or claim HTTPS.
import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address used when there is no socket (app.request in tests) or the address is unreadable. */
export const UNKNOWN_CLIENT = 'unknown';

/** The last entry of a comma-separated header: the one our own proxy appended (one trusted hop). */
function lastEntry(header: string | undefined): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.at(-1);
}

function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0] ?? '';
  // An embedded IPv4 tail (e.g. 64:ff9b::192.0.2.1) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...fill, ...back].map((g) => parseInt(g, 16).toString(16));
}

/**
 * The rate-limit key for an address: IPv4 as is (IPv4-mapped IPv6 too), IPv6 by its /64 prefix,
 * since one subscriber usually holds a whole /64 and could otherwise rotate addresses freely.
 */
export function addressKey(raw: string): string {
  let address = raw.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(address);
  if (withPort?.[1]) address = withPort[1];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1]) address = mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return UNKNOWN_CLIENT;
}

/** The peer address of the node-server connection, or undefined without one (app.request). */
function socketAddress(c: Context): string | undefined {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env || 'server' in env)) return undefined;
  return getConnInfo(c).remote.address;
}

/**
 * The client's address key: the connection's peer, or, behind a trusted proxy, the last
 * X-Forwarded-For entry (the address our proxy saw; earlier entries are the client's own claims).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastEntry(c.req.header('x-forwarded-for')) : undefined;
  const address = forwarded ?? socketAddress(c);
  return address ? addressKey(address) : UNKNOWN_CLIENT;
}

/** Whether the request came over HTTPS: its URL, or behind a trusted proxy, X-Forwarded-Proto. */
export function isHttpsRequest(c: Context, trustProxy: boolean): boolean {
  // A prefix test, not new URL(): this runs on every API request. Request URLs are absolute and normalised.
  if (c.req.url.startsWith('https:')) return true;
  return trustProxy && lastEntry(c.req.header('x-forwarded-proto'))?.toLowerCase() === 'https';
}
