// Delegated access, on both databases:
// - delegate_grants: an account's role in another account's workspace (viewer, editor, full), until
//   ends_at when the executive chose an end (null: until ended), ended_at when the executive ended
//   it or the delegate left. At most one grant not ended per workspace and account. The access
//   check reads it on every request, by (executive_id, user_id); opened_session is the hash of the
//   session that last opened the workspace, so the first request of each session is logged once.
// - delegate_invitations: an invitation by email with the role and end the grant will have; the
//   link's token is stored only as its SHA-256 (hex). Single use: accepted_at (and accepted_by) or
//   cancelled_at end it, and it lapses at expires_at (7 days after it was made).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration027For = (t: ColumnTypes) => `
CREATE TABLE delegate_grants (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('viewer', 'editor', 'full')),
  ends_at ${t.epochMs},
  created_at ${t.epochMs} NOT NULL,
  ended_at ${t.epochMs},
  opened_session TEXT
);
CREATE UNIQUE INDEX delegate_grants_open ON delegate_grants(executive_id, user_id) WHERE ended_at IS NULL;
CREATE INDEX delegate_grants_user ON delegate_grants(user_id, ended_at);

CREATE TABLE delegate_invitations (
  id ${t.id},
  executive_id INTEGER NOT NULL REFERENCES executives(id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('viewer', 'editor', 'full')),
  ends_at ${t.epochMs},
  token_hash TEXT NOT NULL UNIQUE,
  expires_at ${t.epochMs} NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  accepted_at ${t.epochMs},
  cancelled_at ${t.epochMs},
  accepted_by INTEGER REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX delegate_invitations_executive ON delegate_invitations(executive_id, created_at);
`;

export const migration027 = migration027For(SQLITE_TYPES);
export const migration027Postgres = migration027For(POSTGRES_TYPES);
