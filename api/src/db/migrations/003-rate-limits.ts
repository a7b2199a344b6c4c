// Per-client attempt counters for sign-in and sign-up (fixed windows). In the database, not in the
// process, so every API process over one database counts the same attempts.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';
const migration003For = (t: ColumnTypes) => `
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  count INTEGER NOT NULL,
  reset_at ${t.epochMs} NOT NULL,
  PRIMARY KEY (bucket, client)
)${t.withoutRowid};
CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);
`;

export const migration003 = migration003For(SQLITE_TYPES);
export const migration003Postgres = migration003For(POSTGRES_TYPES);
