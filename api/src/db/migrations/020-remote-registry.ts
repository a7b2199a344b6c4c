// The remote registry (Module Federation), on both databases, replacing the registry that the
// environment fixed at start-up, so every API process serves the same remotes at once and a team's CI
// can publish, promote and roll back without a restart:
// - remote_versions: each published version of a remote (its label, the remoteEntry.js the shell
//   loads, the mf-manifest.json it was checked against, as JSON text; null for a bundled build without
//   one), who published it (the operator's label, or 'server' for the bundled build) and when.
// - remote_live: per remote, the version every account gets, and optionally a canary version that a
//   stable share of accounts (canary_percent, 1–99) gets instead. Both or neither canary column is set.
// - remote_promotions: every version that became live, in order; a rollback marks the newest ones
//   rolled back and returns to the one before, so repeated rollbacks walk back through the history.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration020For = (t: ColumnTypes) => `
CREATE TABLE remote_versions (
  id ${t.id},
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  entry_url TEXT NOT NULL,
  manifest_url TEXT,
  manifest TEXT,
  published_by TEXT NOT NULL,
  published_at ${t.epochMs} NOT NULL,
  UNIQUE (remote, version)
);

CREATE TABLE remote_live (
  remote TEXT PRIMARY KEY,
  live_version_id INTEGER NOT NULL REFERENCES remote_versions(id),
  canary_version_id INTEGER REFERENCES remote_versions(id),
  canary_percent INTEGER CHECK (canary_percent BETWEEN 1 AND 99),
  updated_at ${t.epochMs} NOT NULL,
  CHECK ((canary_version_id IS NULL) = (canary_percent IS NULL))
)${t.withoutRowid};

CREATE TABLE remote_promotions (
  id ${t.id},
  remote TEXT NOT NULL,
  version_id INTEGER NOT NULL REFERENCES remote_versions(id),
  promoted_by TEXT NOT NULL,
  promoted_at ${t.epochMs} NOT NULL,
  rolled_back_by TEXT,
  rolled_back_at ${t.epochMs}
);
CREATE INDEX remote_promotions_remote ON remote_promotions(remote, id);
`;

export const migration020 = migration020For(SQLITE_TYPES);
export const migration020Postgres = migration020For(POSTGRES_TYPES);
