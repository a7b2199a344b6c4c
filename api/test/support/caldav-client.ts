// A second client of the test CalDAV servers (the colleague's calendar app): plain HTTP with Basic
// authentication, as any CalDAV client speaks it: make a calendar, put, read and delete objects.
import { randomUUID } from 'node:crypto';
import type { CaldavEndpoint } from './caldav-servers';

export interface SecondClient {
  /** A new calendar of its own under the user's home (MKCALENDAR); its URL. */
  makeCalendar: (name: string) => Promise<string>;
  /** PUT an object; its new ETag. */
  put: (url: string, ics: string) => Promise<string | null>;
  get: (url: string) => Promise<{ status: number; data: string; etag: string | null }>;
  remove: (url: string) => Promise<number>;
}

export interface SecondClientOptions {
  /** Told of each calendar made, with how to delete it (vitest-caldav-client.ts deletes it when the test ends). */
  afterMake?: (remove: () => Promise<unknown>) => void;
}

export function secondClient(server: CaldavEndpoint, options: SecondClientOptions = {}): SecondClient {
  const authorization = `Basic ${Buffer.from(`${server.username}:${server.password}`).toString('base64')}`;
  return {
    makeCalendar: async (name) => {
      const url = `${server.homeUrl}${randomUUID()}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>${name}</d:displayname></d:prop></d:set></c:mkcalendar>`;
      const res = await fetch(url, { method: 'MKCALENDAR', headers: { authorization, 'content-type': 'application/xml' }, body });
      if (res.status !== 201) throw new Error(`MKCALENDAR answered ${res.status}: ${await res.text()}`);
      options.afterMake?.(() => fetch(url, { method: 'DELETE', headers: { authorization } }));
      return url;
    },
    put: async (url, ics) => {
      const res = await fetch(url, { method: 'PUT', headers: { authorization, 'content-type': 'text/calendar; charset=utf-8' }, body: ics });
      if (res.status >= 300) throw new Error(`PUT answered ${res.status}`);
      return res.headers.get('etag');
    },
    get: async (url) => {
      const res = await fetch(url, { headers: { authorization } });
      return { status: res.status, data: await res.text(), etag: res.headers.get('etag') };
    },
    remove: async (url) => (await fetch(url, { method: 'DELETE', headers: { authorization } })).status,
  };
}

/** A calendar text around VEVENT lines. */
export const vcalendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Colleague//Calendar app//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
export const vevent = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260301T000000Z', ...lines, 'END:VEVENT'];
