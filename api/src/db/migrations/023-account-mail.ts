// Account mail and the sessions a person can see, on both databases:
// - users.email_verified_at: when the address was confirmed through a mailed link (null: never).
// - account_tokens: the links mailed for verifying an address (24 h) and resetting a password (1 h),
//   by the SHA-256 of their token (a leaked database holds no usable link). used_at is set by one
//   conditional UPDATE, so a link works once even when two requests race for it.
// - sessions.public_id: the id the sessions list shows and ends a session by (never the cookie or its
//   hash); last_seen_at (written at most once a minute), the user agent and the client address at
//   sign-in. Sessions signed in before this get a random id and their start as last use.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration023For = (t: ColumnTypes, randomId: string) => `
ALTER TABLE users ADD COLUMN email_verified_at ${t.epochMs};

CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'reset')),
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at ${t.epochMs} NOT NULL,
  expires_at ${t.epochMs} NOT NULL,
  used_at ${t.epochMs}
)${t.withoutRowid};
CREATE INDEX account_tokens_user ON account_tokens(user_id, purpose);
CREATE INDEX account_tokens_expires ON account_tokens(expires_at);

ALTER TABLE sessions ADD COLUMN public_id TEXT;
ALTER TABLE sessions ADD COLUMN last_seen_at ${t.epochMs};
ALTER TABLE sessions ADD COLUMN user_agent TEXT;
ALTER TABLE sessions ADD COLUMN client_address TEXT;
UPDATE sessions SET public_id = ${randomId}, last_seen_at = created_at;
CREATE UNIQUE INDEX sessions_public_id ON sessions(public_id);
`;

export const migration023 = migration023For(SQLITE_TYPES, 'lower(hex(randomblob(16)))');
export const migration023Postgres = migration023For(POSTGRES_TYPES, 'md5(random()::text || id_hash)');
