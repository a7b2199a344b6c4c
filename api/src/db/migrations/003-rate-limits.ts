// Per-client attempt counters for sign-in and sign-up (fixed windows). In the database, not in the
// process, so every API process over one database counts the same attempts.
export const migration003 = `
CREATE TABLE rate_limits (
  bucket TEXT NOT NULL,
  client TEXT NOT NULL,
  count INTEGER NOT NULL,
  reset_at INTEGER NOT NULL,
  PRIMARY KEY (bucket, client)
) WITHOUT ROWID;
CREATE INDEX rate_limits_reset_at ON rate_limits(reset_at);
`;
