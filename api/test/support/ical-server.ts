// A loopback iCalendar server for the subscription tests (127.0.0.1, a free port): the Google-style and
// Outlook-style fixtures with ETag/Last-Modified and 304s, and broken answers: a web page, an oversized
// body (declared and streamed), a stall past any timeout, redirects (a chain, and to refused
// addresses). A test can replace any path's answer (set) and count requests (hits).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createHash } from 'node:crypto';

const FIXTURES = new URL('../fixtures/ical/', import.meta.url);
/** The calendars under test/fixtures/ical, each in its publisher's shape. */
export type FixtureName =
  | 'google-style'
  | 'outlook-style'
  | 'holiday-publisher'
  | 'nextcloud-rdate'
  | 'outlook-first-occurrence'
  | 'nextcloud-this-and-future'
  | 'google-floating-times'
  | 'podcast-cancelled';
export const fixtureText = (name: FixtureName) => fs.readFileSync(new URL(`${name}.ics`, FIXTURES), 'utf8');

export interface Answer {
  status?: number;
  contentType?: string;
  body?: string;
  /** Conditional answers (304) from these validators; an ETag is made from the body when absent. */
  etag?: string | null;
  lastModified?: string | null;
  location?: string;
  /** Send the headers, then nothing (or nothing at all): the client's timeout must end it. */
  stall?: 'headers' | 'all';
  /** Stream this many bytes of calendar-looking text without a Content-Length. */
  streamBytes?: number;
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
const LAST_MODIFIED = 'Wed, 12 Mar 2025 09:00:00 GMT';

function defaults(): Map<string, Answer> {
  const calendar = (name: 'google-style' | 'outlook-style'): Answer => ({
    contentType: 'text/calendar; charset=utf-8',
    body: fixtureText(name),
    lastModified: LAST_MODIFIED,
  });
  return new Map<string, Answer>([
    ['/google.ics', calendar('google-style')],
    ['/outlook.ics', calendar('outlook-style')],
    ['/plain.ics', { contentType: 'text/plain', body: fixtureText('google-style'), etag: null }],
    ['/web-page', { contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Sign in</title><p>Sign in to see this calendar' }],
    ['/web-page-as-text', { contentType: 'text/plain', body: '<html><body>Not found</body></html>' }],
    ['/not-a-calendar', { contentType: 'text/calendar', body: 'hello' }],
    ['/oversized-declared', { contentType: 'text/calendar', body: `BEGIN:VCALENDAR\r\n${'X'.repeat(5 * 1024 * 1024 + 10)}` }],
    ['/oversized-streamed', { contentType: 'text/calendar', streamBytes: 6 * 1024 * 1024 }],
    ['/stall', { contentType: 'text/calendar', stall: 'headers' }],
    ['/stall-all', { stall: 'all' }],
    ['/missing', { status: 404, contentType: 'text/plain', body: 'no' }],
    ['/redirect-to-metadata', { status: 302, location: 'http://169.254.169.254/latest/meta-data/' }],
    ['/redirect-to-private', { status: 301, location: 'http://10.0.0.1/calendar.ics' }],
    ['/redirect-1', { status: 302, location: '/google.ics' }],
    ['/redirect-2', { status: 307, location: '/redirect-1' }],
    ['/redirect-3', { status: 308, location: '/redirect-2' }],
    ['/redirect-4', { status: 302, location: '/redirect-3' }],
  ]);
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, a: Answer) {
  if (a.stall === 'all') return;
  if (a.location) {
    res.writeHead(a.status ?? 302, { Location: a.location }).end();
    return;
  }
  if (a.stall === 'headers') {
    res.writeHead(200, { 'Content-Type': a.contentType ?? 'text/calendar' });
    res.write('BEGIN:VCALENDAR\r\n');
    return;
  }
  if (a.streamBytes !== undefined) {
    res.writeHead(200, { 'Content-Type': a.contentType ?? 'text/calendar' });
    const line = `${'X'.repeat(1023)}\n`;
    res.write('BEGIN:VCALENDAR\r\n');
    let sent = 0;
    const pump = () => {
      while (sent < (a.streamBytes ?? 0)) {
        sent += line.length;
        if (!res.write(line)) return void res.once('drain', pump);
      }
      res.end();
    };
    res.on('error', () => undefined);
    pump();
    return;
  }
  const body = a.body ?? '';
  const etag = a.etag === undefined ? etagOf(body) : a.etag;
  const headers: Record<string, string> = { 'Content-Type': a.contentType ?? 'text/calendar' };
  if (etag) headers.ETag = etag;
  if (a.lastModified) headers['Last-Modified'] = a.lastModified;
  const status = a.status ?? 200;
  const unchanged =
    status === 200 && ((etag && req.headers['if-none-match'] === etag) || (!etag && a.lastModified && req.headers['if-modified-since'] === a.lastModified));
  if (unchanged) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
}

export interface IcalServer {
  /** http://127.0.0.1:port */
  origin: string;
  url: (path: string) => string;
  set: (path: string, a: Answer) => void;
  /** Requests per path, with the conditional headers each carried. */
  hits: (path: string) => { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined }[];
  close: () => Promise<void>;
}

export async function startIcalServer(): Promise<IcalServer> {
  const answers = defaults();
  const log = new Map<string, { ifNoneMatch: string | undefined; ifModifiedSince: string | undefined }[]>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    log.set(path, [...(log.get(path) ?? []), { ifNoneMatch: req.headers['if-none-match'], ifModifiedSince: req.headers['if-modified-since'] }]);
    const a = answers.get(path);
    if (!a) return void res.writeHead(404).end();
    answer(req, res, a);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    set: (path, a) => void answers.set(path, a),
    hits: (path) => log.get(path) ?? [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
