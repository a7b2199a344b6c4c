// Subscribed calendars, on both databases:
// - calendar_subscriptions: an executive's iCalendar address (a secret: returned to its owner only,
//   never logged), its name and colour, the validators of the last good fetch (etag, last_modified)
//   for conditional requests, the last sync and its error in words. next_sync_at (epoch ms) is when
//   it is next due; a process claims a due one by moving it forward in one UPDATE (sync/claim-due.ts).
// - calendar_subscription_events: the events of its last good fetch, replaced as a whole by each sync.
//   A start as wall clock + IANA zone (null: floating or all-day), a duration, RRULE/EXDATE text and
//   the RECURRENCE-ID an override replaces (services/calendar/event-series.ts). start_at/end_at (epoch
//   ms; end_at null: repeats for ever) bound what it can occupy, for range reads.
// Deleting a subscription or an executive deletes the events (cascade on both keys).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration014For = (t: ColumnTypes) => `
CREATE TABLE calendar_subscriptions (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  url TEXT NOT NULL,
  colour TEXT NOT NULL,
  etag TEXT,
  last_modified TEXT,
  last_synced_at TEXT,
  last_error TEXT,
  next_sync_at ${t.epochMs} NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX calendar_subscriptions_executive ON calendar_subscriptions(executive_id, id);
CREATE INDEX calendar_subscriptions_due ON calendar_subscriptions(next_sync_at);

CREATE TABLE calendar_subscription_events (
  id ${t.id},
  subscription_id INTEGER NOT NULL REFERENCES calendar_subscriptions(id) ON DELETE CASCADE,
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  uid TEXT NOT NULL,
  recurrence_id TEXT,
  summary TEXT NOT NULL,
  location TEXT NOT NULL DEFAULT '',
  attendees TEXT NOT NULL DEFAULT '[]',
  all_day INTEGER NOT NULL DEFAULT 0,
  start_local TEXT NOT NULL,
  time_zone TEXT,
  duration_ms ${t.epochMs} NOT NULL,
  rrule TEXT,
  exdates TEXT NOT NULL DEFAULT '[]',
  start_at ${t.epochMs} NOT NULL,
  end_at ${t.epochMs}
);
CREATE INDEX calendar_subscription_events_range ON calendar_subscription_events(executive_id, start_at);
CREATE INDEX calendar_subscription_events_subscription ON calendar_subscription_events(subscription_id);
`;

export const migration014 = migration014For(SQLITE_TYPES);
export const migration014Postgres = migration014For(POSTGRES_TYPES);
