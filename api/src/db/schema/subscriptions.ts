// Subscribed calendars (migration 014): the executive's iCalendar addresses and the events of each one's last good fetch.
import type { Flag, Id } from './columns';

export interface CalendarSubscriptionsTable {
  id: Id;
  executive_id: number;
  name: string;
  /** A secret address: returned to its owner only, never logged. */
  url: string;
  colour: string;
  etag: string | null;
  last_modified: string | null;
  /** ISO instant of the last fetch that reached the server (changed or not). */
  last_synced_at: string | null;
  last_error: string | null;
  /** What the last good fetch could not read and left out, in words (migration 021); null: nothing. */
  last_warning: string | null;
  /** Epoch ms: due for a sync from then on. */
  next_sync_at: number;
  created_at: string;
  /** A connected account's calendar shown through this row (migration 031); null: an iCalendar feed. */
  caldav_calendar_id: number | null;
}

export interface CalendarSubscriptionEventsTable {
  id: Id;
  subscription_id: number;
  executive_id: number;
  uid: string;
  recurrence_id: string | null;
  summary: string;
  location: string;
  /** JSON list of names. */
  attendees: string;
  all_day: Flag;
  start_local: string;
  time_zone: string | null;
  duration_ms: number;
  rrule: string | null;
  /** JSON list of occurrence keys. */
  exdates: string;
  /** JSON list of added dates (RDATE): occurrence keys, '/ms' after a PERIOD's own length (migration 021). */
  rdates: string;
  /** An override that moves every later occurrence too (RANGE=THISANDFUTURE; migration 021). */
  this_and_future: Flag;
  /** Epoch ms bounds of what it can occupy (end_at null: for ever). */
  start_at: number;
  end_at: number | null;
  /** The connected calendar's object this row came from (migration 031); null for a feed's. */
  caldav_href: string | null;
  /** TRANSP:TRANSPARENT: shown but not busy (migration 031). */
  free: Flag;
  /** CLASS:PRIVATE or CONFIDENTIAL: a private item, Busy for whoever does not see those (migration 037). */
  private: Flag;
}
