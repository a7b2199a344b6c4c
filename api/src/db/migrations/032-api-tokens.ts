// Personal access tokens, on both databases: one row per token an account created, with its name,
// its scopes (JSON text), when it expires (null: never) and when it was revoked. Only the SHA-256 of
// the token is stored (unique: the lookup on every request with a Bearer token); the token itself is
// shown once at creation. The last use (time, address) is written at most once a minute. Tokens go
// with their account (ON DELETE CASCADE).
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration032For = (t: ColumnTypes) => `
CREATE TABLE api_tokens (
  id ${t.id},
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  prefix TEXT NOT NULL,
  name TEXT NOT NULL,
  scopes TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  expires_at ${t.epochMs},
  revoked_at ${t.epochMs},
  last_used_at ${t.epochMs},
  last_used_from TEXT
);
CREATE INDEX api_tokens_user ON api_tokens(user_id, created_at);
`;

export const migration032 = migration032For(SQLITE_TYPES);
export const migration032Postgres = migration032For(POSTGRES_TYPES);
