import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureText, startIcalServer, type IcalServer } from '../../../test/support/ical-server';
import { FETCH_ERRORS, fetchIcal, timeoutError, type FetchOptions } from './fetch-ical';

let server: IcalServer;
beforeAll(async () => {
  server = await startIcalServer();
});
afterAll(() => server.close());

const loopback: FetchOptions = { allowLoopback: true };
const failure = async (path: string, options: FetchOptions = loopback) => {
  const outcome = await fetchIcal(server.url(path), options);
  return outcome.kind === 'failed' ? outcome.error : `unexpected ${outcome.kind}`;
};

describe('fetching a subscribed calendar', () => {
  it('fetches a calendar with its validators, then asks conditionally and takes a 304', async () => {
    const first = await fetchIcal(server.url('/google.ics'), loopback);
    if (first.kind !== 'ok') throw new Error(`expected a calendar, got ${JSON.stringify(first)}`);
    expect(first.body).toBe(fixtureText('google-style'));
    expect(first.validators.etag).toMatch(/^"[0-9a-f]{16}"$/);
    expect(first.validators.lastModified).toBe('Wed, 12 Mar 2025 09:00:00 GMT');
    expect(await fetchIcal(server.url('/google.ics'), { ...loopback, validators: first.validators })).toEqual({ kind: 'not_modified' });
    expect(server.hits('/google.ics').at(-1)).toEqual({ ifNoneMatch: first.validators.etag, ifModifiedSince: 'Wed, 12 Mar 2025 09:00:00 GMT' });
  });

  it('uses If-Modified-Since alone when the server gives no ETag', async () => {
    server.set('/dated.ics', { contentType: 'text/calendar', body: fixtureText('outlook-style'), etag: null, lastModified: 'Tue, 11 Mar 2025 08:00:00 GMT' });
    const first = await fetchIcal(server.url('/dated.ics'), loopback);
    expect(first).toMatchObject({ kind: 'ok', validators: { etag: null, lastModified: 'Tue, 11 Mar 2025 08:00:00 GMT' } });
    if (first.kind !== 'ok') return;
    expect(await fetchIcal(server.url('/dated.ics'), { ...loopback, validators: first.validators })).toEqual({ kind: 'not_modified' });
  });

  it('accepts a calendar served as text/plain, never a web page', async () => {
    expect((await fetchIcal(server.url('/plain.ics'), loopback)).kind).toBe('ok');
    expect(await failure('/web-page')).toBe(FETCH_ERRORS.webPage);
    expect(await failure('/web-page-as-text')).toBe(FETCH_ERRORS.webPage);
    expect(await failure('/not-a-calendar')).toBe(FETCH_ERRORS.notCalendar);
    expect(await failure('/missing')).toBe('The address answered with HTTP 404');
  });

  it('stops at 5 MB, declared or streamed', async () => {
    expect(await failure('/oversized-declared')).toBe(FETCH_ERRORS.tooLarge);
    expect(await failure('/oversized-streamed')).toBe(FETCH_ERRORS.tooLarge);
    expect(FETCH_ERRORS.tooLarge).toBe('The calendar is larger than 5 MB');
  });

  it('gives up when the answer stalls past the deadline', async () => {
    const started = Date.now();
    expect(await failure('/stall', { ...loopback, timeoutMs: 300 })).toBe('No answer within 0.3 seconds');
    expect(await failure('/stall-all', { ...loopback, timeoutMs: 300 })).toBe('No answer within 0.3 seconds');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(timeoutError(10_000)).toBe('No answer within 10 seconds');
  });

  it('follows at most 3 redirects', async () => {
    expect((await fetchIcal(server.url('/redirect-3'), loopback)).kind).toBe('ok');
    expect(await failure('/redirect-4')).toBe(FETCH_ERRORS.redirects);
  });

  it('re-checks every redirect: one to the metadata address or a private one is refused, whatever the setting', async () => {
    expect(await failure('/redirect-to-metadata')).toBe('This address points into a private network and cannot be fetched');
    expect(await failure('/redirect-to-private')).toBe('This address points into a private network and cannot be fetched');
  });

  it('refuses the loopback server itself, by address or by a name that resolves to it, when the setting is off', async () => {
    const off: FetchOptions = { allowLoopback: false };
    const before = server.hits('/google.ics').length;
    expect(await failure('/google.ics', off)).toBe('This address points into a private network and cannot be fetched');
    const port = new URL(server.origin).port;
    expect((await fetchIcal(`http://localhost:${port}/google.ics`, off)).kind).toBe('failed');
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect(await fetchIcal(`http://calendar.example:${port}/google.ics`, { ...off, resolve })).toMatchObject({
      kind: 'failed',
      error: 'This address points into a private network and cannot be fetched',
    });
    expect(server.hits('/google.ics').length).toBe(before);
  });

  it('connects to the address it checked, not to whatever the name resolves to later', async () => {
    // calendar.invalid has no DNS record: the fetch can only succeed through the checked address.
    const port = new URL(server.origin).port;
    const resolve = async () => [{ address: '127.0.0.1', family: 4 }];
    expect((await fetchIcal(`http://calendar.invalid:${port}/google.ics`, { allowLoopback: true, resolve })).kind).toBe('ok');
  });

  it('refuses schemes other than http(s) and webcal', async () => {
    expect(await fetchIcal('file:///etc/passwd', loopback)).toMatchObject({ kind: 'failed' });
    expect(await fetchIcal('ftp://127.0.0.1/a.ics', loopback)).toMatchObject({ kind: 'failed' });
  });
});
