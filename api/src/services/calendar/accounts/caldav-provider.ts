// The CalDAV provider, on tsdav (a kept client: its own tests run against iCloud, Fastmail, Nextcloud,
// Google, Baikal and DAViCal), every request through the guarded fetch. Discovery as RFC 6764 and
// RFC 4791 describe it (/.well-known/caldav, current-user-principal, calendar-home-set); changes by
// RFC 6578 sync-collection where the server keeps a sync token, else by the collection tag and the
// objects' ETags; writes with If-None-Match: * (new) or If-Match (the version last seen).
import {
  calendarMultiGet,
  createAccount,
  createObject,
  deleteObject,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
  propfind,
  syncCollection,
  updateObject,
  type DAVAccount,
  type DAVCalendar,
  type DAVResponse,
} from 'tsdav';
import { AccountFetchError, guardedFetch, type AccountFetchOptions } from './guarded-fetch';
import { ProviderError, type AccountCredentials, type CalendarProvider, type FoundAccount, type RemoteObject, type SyncState } from './provider';

type Account = AccountCredentials & FoundAccount;

const NOT_CALDAV = 'This server does not offer CalDAV calendars';
const WRONG_PASSWORD = 'The server refused this username and password';

/** A failure of any request, as the kind the callers act on. */
function providerError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof AccountFetchError) return new ProviderError('unreachable', error.message);
  const message = error instanceof Error ? error.message : '';
  if (/401|403|Invalid credentials|Unauthorized/i.test(message)) return new ProviderError('auth', WRONG_PASSWORD);
  return new ProviderError('not_calendar_server', NOT_CALDAV);
}

const guard = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw providerError(error);
  }
};

/** What a status says about a write or read. */
function checkStatus(res: Response, what: string): void {
  if (res.status === 401 || res.status === 403) throw new ProviderError('auth', WRONG_PASSWORD);
  if (res.status === 412) throw new ProviderError('conflict', 'The event was changed on the server');
  if (!res.ok) throw new ProviderError('unreachable', `The server could not ${what} (HTTP ${res.status})`);
}

const davAccount = (a: Account): DAVAccount => ({
  accountType: 'caldav',
  serverUrl: a.serverUrl,
  rootUrl: a.homeUrl,
  homeUrl: a.homeUrl,
  credentials: { username: a.username, password: a.password },
});

/** The sync token a sync-collection answer ends with (tsdav leaves it in the raw multistatus). */
function tokenOf(responses: DAVResponse[]): string | null {
  for (const r of responses) {
    const raw = r.raw as { multistatus?: { syncToken?: unknown } } | undefined;
    const token = raw?.multistatus?.syncToken;
    if (typeof token === 'string' && token) return token;
  }
  return null;
}

const privilegesAllowWrite = (props: Record<string, unknown> | undefined): boolean => {
  const set = props?.currentUserPrivilegeSet as { privilege?: unknown } | undefined;
  // A server that does not say is taken at its word when a write fails.
  if (!set) return true;
  const names = JSON.stringify(set.privilege ?? {});
  return /"(all|write|writeContent|bind)"/.test(names);
};

export function caldavProvider(options: AccountFetchOptions): CalendarProvider {
  const fetch = guardedFetch(options);
  const auth = (a: AccountCredentials) => getBasicAuthHeaders({ username: a.username, password: a.password });
  const calendarOf = (url: string): DAVCalendar => ({ url });

  const multiGet = async (a: Account, url: string, hrefs: string[]): Promise<RemoteObject[]> => {
    if (hrefs.length === 0) return [];
    const answers = await calendarMultiGet({
      url,
      props: { 'd:getetag': {}, 'c:calendar-data': {} },
      objectUrls: hrefs,
      depth: '1',
      headers: auth(a),
      fetch,
    });
    return answers.flatMap((r) => {
      const data = (r.props?.calendarData as { _cdata?: string } | string | undefined) ?? '';
      const text = typeof data === 'string' ? data : (data._cdata ?? '');
      return r.href && text ? [{ href: r.href, etag: typeof r.props?.getetag === 'string' ? r.props.getetag : null, data: text }] : [];
    });
  };

  /** Every object's ETag by href (PROPFIND depth 1): the fallback where the server keeps no sync token. */
  const etagsOf = async (a: Account, url: string): Promise<Map<string, string | null>> => {
    const answers = await propfind({ url, props: { 'd:getetag': {} }, depth: '1', headers: auth(a), fetch });
    const path = new URL(url).pathname;
    return new Map(
      answers.flatMap((r) =>
        r.href && r.href !== path && r.href.endsWith('.ics') ? [[r.href, typeof r.props?.getetag === 'string' ? r.props.getetag : null]] : [],
      ),
    );
  };

  return {
    discover: (credentials) =>
      guard(async () => {
        const account = await createAccount({
          account: { serverUrl: credentials.serverUrl, accountType: 'caldav', credentials: { username: credentials.username, password: credentials.password } },
          headers: auth(credentials),
          fetch,
        });
        if (!account.homeUrl) throw new ProviderError('not_calendar_server', NOT_CALDAV);
        return { homeUrl: account.homeUrl, serverUrl: credentials.serverUrl };
      }),
    listCalendars: (a) =>
      guard(async () => {
        const calendars = await fetchCalendars({ account: davAccount(a), headers: auth(a), fetch });
        return Promise.all(
          calendars.map(async (c) => {
            const answer = await propfind({ url: c.url, props: { 'd:current-user-privilege-set': {} }, depth: '0', headers: auth(a), fetch }).catch(() => []);
            const colour = typeof c.calendarColor === 'string' && /^#[0-9a-f]{6}/i.test(c.calendarColor) ? c.calendarColor.slice(0, 7) : null;
            return {
              url: c.url,
              name: typeof c.displayName === 'string' && c.displayName ? c.displayName : new URL(c.url).pathname.split('/').filter(Boolean).pop() || 'Calendar',
              colour,
              writable: privilegesAllowWrite(answer[0]?.props),
              holdsEvents: !c.components || c.components.length === 0 || c.components.includes('VEVENT'),
            };
          }),
        );
      }),
    changesSince: (a, state: SyncState, window) =>
      guard(async () => {
        if (state.syncToken) {
          const answers = await syncCollection({
            url: state.url,
            props: { 'd:getetag': {} },
            syncLevel: 1,
            syncToken: state.syncToken,
            headers: auth(a),
            fetch,
          }).catch(() => null);
          // A token the server no longer knows (RFC 6578 valid-sync-token) falls through to a full read.
          if (answers && !answers.some((r) => r.status === 403 || r.status === 409)) {
            const removed = answers.filter((r) => r.href && r.status === 404).map((r) => r.href as string);
            const changed = answers.filter((r) => r.href && r.status !== 404 && r.href.endsWith('.ics')).map((r) => r.href as string);
            return { changed: await multiGet(a, state.url, changed), removed, full: false, syncToken: tokenOf(answers) ?? state.syncToken, ctag: null };
          }
        }
        const [head] = await propfind({ url: state.url, props: { 'd:sync-token': {}, 'cs:getctag': {} }, depth: '0', headers: auth(a), fetch });
        const syncToken = typeof head?.props?.syncToken === 'string' ? head.props.syncToken : null;
        const ctag = typeof head?.props?.getctag === 'string' ? head.props.getctag : null;
        if (state.ctag && ctag === state.ctag && !state.syncToken && state.etags.size > 0) return { changed: [], removed: [], full: false, syncToken, ctag };
        if (state.etags.size > 0) {
          // Known objects: only those whose ETag moved are read again.
          const now = await etagsOf(a, state.url);
          const changed = [...now].filter(([href, etag]) => !state.etags.has(href) || state.etags.get(href) !== etag).map(([href]) => href);
          const removed = [...state.etags.keys()].filter((href) => !now.has(href));
          return { changed: await multiGet(a, state.url, changed), removed, full: false, syncToken, ctag };
        }
        const objects = await fetchCalendarObjects({
          calendar: calendarOf(state.url),
          timeRange: { start: window.from.toISOString(), end: window.to.toISOString() },
          headers: auth(a),
          fetch,
        });
        const changed = objects.flatMap((o) =>
          typeof o.data === 'string' && o.data ? [{ href: new URL(o.url).pathname, etag: o.etag ?? null, data: o.data }] : [],
        );
        return { changed, removed: [], full: true, syncToken, ctag };
      }),
    read: (a, href) =>
      guard(async () => {
        const res = await fetch(new URL(href, a.homeUrl).href, { method: 'GET', headers: auth(a) });
        if (res.status === 404 || res.status === 410) return null;
        checkStatus(res, 'read the event');
        return { href, etag: res.headers.get('etag'), data: await res.text() };
      }),
    put: (a, href, ics, etag) =>
      guard(async () => {
        const url = new URL(href, a.homeUrl).href;
        const headers = { ...auth(a), 'content-type': 'text/calendar; charset=utf-8' };
        const res =
          etag === null
            ? await createObject({ url, data: ics, headers: { ...headers, 'If-None-Match': '*' }, fetch })
            : await updateObject({ url, data: ics, etag, headers, fetch });
        checkStatus(res, 'save the event');
        const written = res.headers.get('etag');
        if (written) return { etag: written };
        const [head] = await propfind({ url, props: { 'd:getetag': {} }, depth: '0', headers: auth(a), fetch });
        return { etag: typeof head?.props?.getetag === 'string' ? head.props.getetag : null };
      }),
    remove: (a, href, etag) =>
      guard(async () => {
        const res = await deleteObject({ url: new URL(href, a.homeUrl).href, etag: etag ?? undefined, headers: auth(a), fetch });
        if (res.status === 404 || res.status === 410) return;
        checkStatus(res, 'delete the event');
      }),
  };
}
