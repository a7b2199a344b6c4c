// Connected calendar accounts (migration 031): the account, its calendars and the objects read or written.
import type { Flag, Id } from './columns';

export interface CalendarAccountsTable {
  id: Id;
  executive_id: number;
  provider: string;
  /** What the person entered to find it (an email address or server address): shown in the list. */
  label: string;
  server_url: string;
  /** The calendar home (RFC 4791 calendar-home-set). */
  home_url: string;
  username: string;
  /** The password sealed with the operator's key (lib/secret-box.ts): never returned, logged or exported. */
  secret: string;
  /** 'ok', 'unreachable' (retried with backoff) or 'auth_failed' (waits for the password again). */
  status: string;
  last_error: string | null;
  last_synced_at: string | null;
  /** Failed syncs in a row: the backoff grows with them. */
  failures: number;
  /** Epoch ms: due for a sync from then on. */
  next_sync_at: number;
  created_at: string;
}

export interface CalendarAccountCalendarsTable {
  id: Id;
  account_id: number;
  url: string;
  name: string;
  colour: string;
  writable: Flag;
  shown: Flag;
  /** The one calendar of the workspace Provana writes to. */
  writes: Flag;
  sync_token: string | null;
  ctag: string | null;
}

export interface CalendarAccountObjectsTable {
  id: Id;
  calendar_id: number;
  href: string;
  etag: string | null;
  /** The executive's own event this object mirrors (written by Provana), or null. */
  event_id: number | null;
}
