// Where to look for an account's calendars, from what the person typed: a server address as it is
// (https://, or http:// where loopback is allowed: tests and development), or an email address's
// domain, whose /.well-known/caldav (RFC 6764) the discovery then follows. The big hosted services
// serve CalDAV from a host of their own, so their mail domains map to it.
import { HttpError } from '../../../lib/http-error';

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
