// Fetches a subscribed calendar through the URL guard (lib/url-guard.ts): each hop's host is resolved and
// checked first, and the connection goes to that checked address (a custom `lookup`), so a DNS answer
// that changes between the check and the connection (rebinding) cannot redirect it. Redirects are
// followed by hand, each re-checked, at most MAX_REDIRECTS. One deadline covers the whole fetch; the
// body is streamed and dropped past the size cap. Conditional: If-None-Match / If-Modified-Since from
// the stored validators, a 304 is "not modified".
// Content: text/calendar is expected. text/plain, application/octet-stream or no type are accepted
// only when the body starts with BEGIN:VCALENDAR (some servers label .ics files so); text/html, or a
// body starting with '<', is a web page (a sign-in or error page). Failures are sentences for the
// executive, never the address itself (it is a secret).
import type http from 'node:http';
import { checkedAddress, normalizeCalendarUrl, pinnedRequest, RefusedAddressError, type GuardOptions } from '../../lib/url-guard';

export const MAX_CALENDAR_BYTES = 5 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

export const FETCH_ERRORS = {
  webPage: 'The address answered with a web page, not a calendar',
  notCalendar: 'The address did not answer with a calendar',
  tooLarge: 'The calendar is larger than 5 MB',
  redirects: `The address redirected more than ${MAX_REDIRECTS} times`,
  unreachable: 'The address could not be reached',
  tls: "The address's secure connection could not be verified",
} as const;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome = { kind: 'ok'; body: string; validators: Validators } | { kind: 'not_modified' } | { kind: 'failed'; error: string };

export interface FetchOptions extends GuardOptions {
  validators?: Validators;
  timeoutMs?: number;
  maxBytes?: number;
}

class FetchFailure extends Error {}

/** "No answer within 10 seconds" (the default deadline). */
export const timeoutError = (ms: number) => `No answer within ${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} seconds`;

const CALENDAR_LIKE = new Set(['', 'text/plain', 'application/octet-stream']);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new FetchFailure(FETCH_ERRORS.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new FetchFailure(FETCH_ERRORS.tooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function checkCalendar(contentType: string, body: string): void {
  const start = body.replace(/^\uFEFF/, '').trimStart();
  if (contentType === 'text/html' || contentType === 'application/xhtml+xml' || start.startsWith('<')) throw new FetchFailure(FETCH_ERRORS.webPage);
  const isCalendar = /^BEGIN:VCALENDAR/i.test(start);
  if (!isCalendar || !(contentType === 'text/calendar' || CALENDAR_LIKE.has(contentType))) throw new FetchFailure(FETCH_ERRORS.notCalendar);
}

function describeNetworkError(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'timeout';
  const code = (error as { code?: string } | null)?.code ?? '';
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return FETCH_ERRORS.tls;
  return FETCH_ERRORS.unreachable;
}

async function follow(start: URL, options: FetchOptions, signal: AbortSignal): Promise<FetchOutcome> {
  const headers: Record<string, string> = { 'User-Agent': 'Provana calendar sync', Accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' };
  if (options.validators?.etag) headers['If-None-Match'] = options.validators.etag;
  if (options.validators?.lastModified) headers['If-Modified-Since'] = options.validators.lastModified;
  let url = start;
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, options);
    const res = await pinnedRequest(url, target, headers, signal).catch((error: unknown) => {
      throw new FetchFailure(describeNetworkError(error, signal));
    });
    if (REDIRECTS.has(res.statusCode ?? 0) && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new FetchFailure(FETCH_ERRORS.redirects);
      url = normalizeCalendarUrl(new URL(res.headers.location, url).href);
      continue;
    }
    if (res.statusCode === 304) {
      res.resume();
      return { kind: 'not_modified' };
    }
    if (res.statusCode !== 200) {
      res.resume();
      const status = res.statusCode ?? 0;
      throw new FetchFailure(
        status === 401 || status === 403 ? `The address refused access (HTTP ${status}); check the secret address` : `The address answered with HTTP ${status}`,
      );
    }
    const contentType = (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (contentType === 'text/html') {
      res.destroy();
      throw new FetchFailure(FETCH_ERRORS.webPage);
    }
    const body = await readBody(res, options.maxBytes ?? MAX_CALENDAR_BYTES).catch((error: unknown) => {
      throw error instanceof FetchFailure ? error : new FetchFailure(describeNetworkError(error, signal));
    });
    checkCalendar(contentType, body);
    const etag = res.headers.etag ?? null;
    const lastModified = res.headers['last-modified'] ?? null;
    return { kind: 'ok', body, validators: { etag, lastModified } };
  }
}

/** Fetches the calendar at `rawUrl` (a subscription's stored address); never throws. */
export async function fetchIcal(rawUrl: string, options: FetchOptions): Promise<FetchOutcome> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const deadline = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new FetchFailure('timeout')), { once: true }));
    // The finally below aborts after a success too: that rejection has no one to hear it.
    deadline.catch(() => undefined);
    return await Promise.race([follow(normalizeCalendarUrl(rawUrl), options, controller.signal), deadline]);
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'failed', error: timeoutError(timeoutMs) };
    if (error instanceof FetchFailure || error instanceof RefusedAddressError) return { kind: 'failed', error: error.message };
    return { kind: 'failed', error: FETCH_ERRORS.unreachable };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
