// PostgreSQL form of ../003-rate-limits.ts (identity ids, BIGINT epoch milliseconds, BYTEA, no WITHOUT ROWID).
// Per-client attempt counters for sign-in and sign-up (fixed windows). In the database, not in the
// process, so every API process over one database counts the same attempts.
export const migration003Postgres = `
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  count INTEGER NOT NULL,
  reset_at BIGINT NOT NULL,
  PRIMARY KEY (bucket, client)
);
CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);
`;
