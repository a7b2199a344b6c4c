// The outbound-request guard for every address a person hands the server (subscribed calendars, push
// services, remote manifests): the URL is theirs, so the fetch must not become a way into the
// server's own network. Only http(s) (webcal:// is https), and only public
// unicast addresses: loopback, private (10/8, 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10,
// the cloud metadata address 169.254.169.254 among them), unique-local (fc00::/7, fd00:ec2::254),
// carrier-grade NAT, multicast, broadcast, unspecified, reserved and the IPv6 forms that carry an IPv4
// address (mapped, NAT64, 6to4, Teredo) are refused. The operator may allow loopback for tests and
// development (PROVANA_CALENDAR_ALLOW_LOOPBACK and its push and operator twins), never the rest.
// Subscribed calendars, connected calendar accounts (services/calendar/accounts/guarded-fetch.ts),
// push services and the operator API's manifest fetch all go through it.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export class RefusedAddressError extends Error {}

export interface GuardOptions {
  /** Tests and development only: 127.0.0.0/8 and ::1 become reachable. */
  allowLoopback: boolean;
  /** Every address of a host name (dns.lookup with all: true); injected by tests. */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
  /** DNS servers asked for service records (RFC 6764 discovery); the system's when absent; injected by tests. */
  dnsServers?: readonly string[] | undefined;
}

/** Metadata endpoints named on their own, so no setting can ever open them. */
const METADATA = new Set(['169.254.169.254', 'fd00:ec2::254']);

export const systemResolve = async (host: string) => dns.promises.lookup(host, { all: true, verbatim: true });

/** Why an address is refused, or null when it may be fetched. */
export function refusalOf(address: string, allowLoopback: boolean): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (METADATA.has(ip.toNormalizedString()) || METADATA.has(ip.toString())) return 'metadata';
  const range = ip.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return range;
}

/** The http(s) URL a subscription address stands for (webcal → https); throws for any other scheme. */
export function normalizeCalendarUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new RefusedAddressError('This is not a web address');
  }
  if (url.protocol === 'webcal:' || url.protocol === 'webcals:') url = new URL(`https:${url.href.slice(url.protocol.length)}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new RefusedAddressError('Only http://, https:// and webcal:// addresses can be subscribed to');
  return url;
}

/**
 * The one address to connect to for `url`'s host: an IP literal as written, else the host name
 * resolved, every address checked (one refused address refuses the name: a rebinding answer could
 * otherwise be picked later). The caller connects to this address and no other.
 */
export async function checkedAddress(url: URL, options: GuardOptions): Promise<{ address: string; family: 4 | 6 }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const resolved = ipaddr.isValid(host)
    ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
    : await (options.resolve ?? systemResolve)(host).catch(() => {
        throw new RefusedAddressError('The server name could not be found');
      });
  if (resolved.length === 0) throw new RefusedAddressError('The server name could not be found');
  for (const { address } of resolved) {
    if (refusalOf(address, options.allowLoopback)) throw new RefusedAddressError('This address points into a private network and cannot be fetched');
  }
  const first = resolved[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A request (a GET unless `method` says) of `url` whose socket goes to `target` (from checkedAddress), whatever the name resolves to now. */
export function pinnedRequest(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  signal: AbortSignal,
  method = 'GET',
  body?: Buffer,
): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, { method, headers, lookup, signal, agent: false }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}
