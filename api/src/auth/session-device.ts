// What the sessions list says about where a session was signed in: a short device name read from
// the user agent ("Chrome on macOS") and the client's address key (IPv6 by its /64).
import type { Context } from 'hono';
import type { SessionDevice } from '../db/repositories/accounts/sessions';
import { UNKNOWN_CLIENT, clientAddress } from './client-address';

/** Longest user agent stored: real ones are under 300 characters; the rest is noise or abuse. */
const MAX_USER_AGENT = 512;

export function sessionDevice(c: Context, trustProxy: boolean): SessionDevice {
  const userAgent = c.req.header('user-agent')?.trim().slice(0, MAX_USER_AGENT) || null;
  const address = clientAddress(c, trustProxy);
  return { userAgent, clientAddress: address === UNKNOWN_CLIENT ? null : address };
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari, Android also says Linux.
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Firefox on Windows", "Safari on iOS", "Chrome", "Unknown device". */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
