// What Provana needs of a calendar service, whatever speaks its protocol: CalDAV today
// (caldav-provider.ts); Google Calendar's and Microsoft Graph's APIs can follow behind the same
// interface. Every failure is a ProviderError whose kind the sync and the routes act on, with a
// message in words for the person.

export interface AccountCredentials {
  /** Where the person said the calendars are: a server address (or one made from an email address). */
  serverUrl: string;
  username: string;
  password: string;
}

/** A found account: where its calendars live. */
export interface FoundAccount {
  homeUrl: string;
  serverUrl: string;
}

export interface RemoteCalendar {
  url: string;
  name: string;
  /** '#rrggbb' when the server keeps one. */
  colour: string | null;
  writable: boolean;
  /** Holds events (VEVENT), not only tasks. */
  holdsEvents: boolean;
}

export interface RemoteObject {
  href: string;
  etag: string | null;
  /** The object's iCalendar text. */
  data: string;
}

/** What a calendar's sync knows from the last one. */
export interface SyncState {
  url: string;
  syncToken: string | null;
  ctag: string | null;
  /** The objects stored, by href, with the ETag read. */
  etags: ReadonlyMap<string, string | null>;
}

export interface CalendarChanges {
  /** Objects new or changed since the state given (every object in the window on a first sync). */
  changed: RemoteObject[];
  /** Hrefs gone from the server. */
  removed: string[];
  /** Everything was read anew: objects the caller stored and this does not name are gone. */
  full: boolean;
  syncToken: string | null;
  ctag: string | null;
}

export type ProviderErrorKind = 'auth' | 'unreachable' | 'not_calendar_server' | 'conflict' | 'gone';

export class ProviderError extends Error {
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** The window a first sync reads (later ones read whatever changed). */
export interface SyncWindow {
  from: Date;
  to: Date;
}

export interface CalendarProvider {
  /** Finds the account's calendar home (RFC 6764 / RFC 4791 for CalDAV); ProviderError when it cannot. */
  discover: (credentials: AccountCredentials) => Promise<FoundAccount>;
  listCalendars: (account: AccountCredentials & FoundAccount) => Promise<RemoteCalendar[]>;
  changesSince: (account: AccountCredentials & FoundAccount, state: SyncState, window: SyncWindow) => Promise<CalendarChanges>;
  /** One object as the server has it now, or null when it is gone. */
  read: (account: AccountCredentials & FoundAccount, href: string) => Promise<RemoteObject | null>;
  /** Writes one object: new when `etag` is null (refused if it exists), else only over that version ('conflict' on 412). */
  put: (account: AccountCredentials & FoundAccount, href: string, ics: string, etag: string | null) => Promise<{ etag: string | null }>;
  /** Deletes one object at that version ('conflict' on 412; an object already gone is no error). */
  remove: (account: AccountCredentials & FoundAccount, href: string, etag: string | null) => Promise<void>;
}
