// Where to look for an account's calendars, from what the person typed: a server address as it is
// (https://, or http:// where loopback is allowed: tests and development), or an email address's
// domain: the big hosted services serve CalDAV from a host of their own, so their mail domains map to
// it; any other domain's DNS service record (RFC 6764, srv-discovery.ts) names its server, else the
// domain's own /.well-known/caldav is followed.
import { HttpError } from '../../../lib/http-error';
import { srvServerUrl, type SrvOptions } from './srv-discovery';

const HOSTED: Readonly<Record<string, string>> = {
  'icloud.com': 'https://caldav.icloud.com/',
  'me.com': 'https://caldav.icloud.com/',
  'mac.com': 'https://caldav.icloud.com/',
  'fastmail.com': 'https://caldav.fastmail.com/',
  'fastmail.fm': 'https://caldav.fastmail.com/',
  'yahoo.com': 'https://caldav.calendar.yahoo.com/',
  'zoho.com': 'https://calendar.zoho.com/',
};

export function serverUrlOf(address: string, allowLoopback: boolean): string {
  const text = address.trim();
  const at = text.lastIndexOf('@');
  if (!/^https?:\/\//i.test(text) && at > 0) {
    const domain = text.slice(at + 1).toLowerCase();
    return HOSTED[domain] ?? `https://${domain}/`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(400, 'validation_error', 'address: must be an email address or an https:// server address', 'address');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowLoopback))
    throw new HttpError(400, 'validation_error', 'address: must be an https:// server address', 'address');
  return url.href;
}

/** Where to look, DNS service records asked for an email address's domain that is not a hosted service's. */
export async function discoveredServerUrl(address: string, options: SrvOptions): Promise<string> {
  const text = address.trim();
  const at = text.lastIndexOf('@');
  const domain = text.slice(at + 1).toLowerCase();
  if (/^https?:\/\//i.test(text) || at <= 0 || HOSTED[domain]) return serverUrlOf(address, options.allowLoopback);
  return (await srvServerUrl(domain, options)) ?? serverUrlOf(address, options.allowLoopback);
}
