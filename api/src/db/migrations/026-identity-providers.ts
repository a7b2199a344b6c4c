// Signing in with an identity provider (OpenID Connect), on both databases:
// - users.has_password: 0 for an account created by a provider's sign-in. Such an account stores a
//   random hash nobody knows (the column stays NOT NULL) and gets a password only through a reset.
// - oidc_identities: the provider sign-ins linked to an account: the provider's configured name and
//   its stable subject (unique together: one provider account signs in to one Provana account), the
//   address it gave when linked, and when it was linked and last used.
// - oidc_flows: a sign-in sent to a provider and not yet back, by the SHA-256 of its state: the PKCE
//   verifier and the nonce the ID token must carry, the Remember me choice and the browser's time
//   zone (for an account the sign-in creates), until when (10 minutes).
//   Spent by DELETE ... RETURNING, so a state (and the code that comes with it) is accepted once.
// - oidc_pending_links: a provider sign-in whose verified address belongs to an account it is not
//   linked to, waiting for that account's password (or a mailed link) to confirm it, by the hash of
//   the token the confirm page holds; mail_token_hash is the mailed link's, when one was sent.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration026For = (t: ColumnTypes) => `
ALTER TABLE users ADD COLUMN has_password INTEGER NOT NULL DEFAULT 1;

CREATE TABLE oidc_identities (
  id ${t.id},
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  last_used_at ${t.epochMs},
  UNIQUE (provider, subject)
);
CREATE INDEX oidc_identities_user ON oidc_identities(user_id);

CREATE TABLE oidc_flows (
  state_hash TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  remember_me INTEGER NOT NULL,
  time_zone TEXT,
  expires_at ${t.epochMs} NOT NULL
)${t.withoutRowid};
CREATE INDEX oidc_flows_expires ON oidc_flows(expires_at);

CREATE TABLE oidc_pending_links (
  token_hash TEXT PRIMARY KEY,
  mail_token_hash TEXT UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  remember_me INTEGER NOT NULL,
  expires_at ${t.epochMs} NOT NULL
)${t.withoutRowid};
CREATE INDEX oidc_pending_links_expires ON oidc_pending_links(expires_at);
CREATE INDEX oidc_pending_links_user ON oidc_pending_links(user_id);
`;

export const migration026 = migration026For(SQLITE_TYPES);
export const migration026Postgres = migration026For(POSTGRES_TYPES);
