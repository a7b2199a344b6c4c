// Connected calendar accounts (CalDAV today; another provider later behind the same tables), on both
// databases. An account holds where its calendars live and the password sealed with the operator's key
// (never in clear); its calendars, which of them Provana shows and the one it writes to, with the
// collection's sync token and tag; the objects read or written, by href with their ETag (event_id: the
// executive's own event an object mirrors). A shown calendar's events are stored as a subscription's
// (calendar_subscriptions.caldav_calendar_id names it, so the feed screens and sync leave it alone),
// each series row tagged with the object it came from (caldav_href) so one object's change replaces
// its rows alone; free marks an event that takes no time (TRANSP:TRANSPARENT). Deleting an account deletes all of it (cascade), never anything on the server.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration031For = (t: ColumnTypes) => `
CREATE TABLE calendar_accounts (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  label TEXT NOT NULL,
  server_url TEXT NOT NULL,
  home_url TEXT NOT NULL,
  username TEXT NOT NULL,
  secret TEXT NOT NULL,
  status TEXT NOT NULL,
  last_error TEXT,
  last_synced_at TEXT,
  failures INTEGER NOT NULL DEFAULT 0,
  next_sync_at ${t.epochMs} NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX calendar_accounts_executive ON calendar_accounts(executive_id, id);
CREATE INDEX calendar_accounts_due ON calendar_accounts(next_sync_at);
CREATE TABLE calendar_account_calendars (
  id ${t.id},
  account_id INTEGER NOT NULL REFERENCES calendar_accounts(id) ON DELETE CASCADE,
  url TEXT NOT NULL,
  name TEXT NOT NULL,
  colour TEXT NOT NULL,
  writable INTEGER NOT NULL,
  shown INTEGER NOT NULL DEFAULT 0,
  writes INTEGER NOT NULL DEFAULT 0,
  sync_token TEXT,
  ctag TEXT,
  UNIQUE (account_id, url)
);
CREATE TABLE calendar_account_objects (
  id ${t.id},
  calendar_id INTEGER NOT NULL REFERENCES calendar_account_calendars(id) ON DELETE CASCADE,
  href TEXT NOT NULL,
  etag TEXT,
  event_id INTEGER REFERENCES calendar_events(id) ON DELETE SET NULL,
  UNIQUE (calendar_id, href)
);
CREATE INDEX calendar_account_objects_event ON calendar_account_objects(event_id);
ALTER TABLE calendar_subscriptions ADD COLUMN caldav_calendar_id INTEGER REFERENCES calendar_account_calendars(id) ON DELETE CASCADE;
CREATE INDEX calendar_subscriptions_caldav ON calendar_subscriptions(caldav_calendar_id);
ALTER TABLE calendar_subscription_events ADD COLUMN caldav_href TEXT;
ALTER TABLE calendar_subscription_events ADD COLUMN free INTEGER NOT NULL DEFAULT 0;
CREATE INDEX calendar_subscription_events_href ON calendar_subscription_events(subscription_id, caldav_href);
`;

export const migration031 = migration031For(SQLITE_TYPES);
export const migration031Postgres = migration031For(POSTGRES_TYPES);
