// Two-factor sign-in with an authenticator app, on both databases:
// - two_factor_totp: one row per account that started setting it up. The secret is written at setup
//   and is never sent again once enabled_at is set (the setup answer is the only time it leaves the
//   server). last_used_step is the newest 30-second step a code was accepted for: a code is accepted
//   only for a later step, so a seen code cannot be replayed within its window.
// - two_factor_recovery_codes: the ten single-use codes, stored as SHA-256 hashes; used_at marks one
//   spent (set by one conditional UPDATE, so two requests cannot both spend it).
// - two_factor_challenges: the short-lived second step of a sign-in whose password was right, by the
//   hash of its opaque token, with the Remember me choice of the first step and its wrong-code count.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration024For = (t: ColumnTypes) => `
CREATE TABLE two_factor_totp (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  enabled_at ${t.epochMs},
  last_used_step ${t.epochMs}
)${t.withoutRowid};

CREATE TABLE two_factor_recovery_codes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  used_at ${t.epochMs},
  PRIMARY KEY (user_id, code_hash)
)${t.withoutRowid};

CREATE TABLE two_factor_challenges (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  remember_me INTEGER NOT NULL,
  expires_at ${t.epochMs} NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0
)${t.withoutRowid};
CREATE INDEX two_factor_challenges_expires ON two_factor_challenges(expires_at);
CREATE INDEX two_factor_challenges_user ON two_factor_challenges(user_id);
`;

export const migration024 = migration024For(SQLITE_TYPES);
export const migration024Postgres = migration024For(POSTGRES_TYPES);
