// Time zones and calendar feeds.
// executives.time_zone: the executive's IANA zone; every "today", day range, overdue flag and
// time-block slot is computed in it. Stored times stay wall-clock text in that zone. Existing rows
// get 'UTC' until the executive (or the demo configuration) sets theirs.
// calendar_feeds: private subscription feeds. Only a SHA-256 of the secret token is kept; a revoked
// feed keeps its row (revoked_at) so its URL answers 404 for good.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration009For = (t: ColumnTypes) => `
ALTER TABLE executives ADD COLUMN time_zone TEXT NOT NULL DEFAULT 'UTC';

CREATE TABLE calendar_feeds (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX calendar_feeds_executive ON calendar_feeds(executive_id, revoked_at);
`;

export const migration009 = migration009For(SQLITE_TYPES);
export const migration009Postgres = migration009For(POSTGRES_TYPES);
