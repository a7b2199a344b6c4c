// Passkeys (WebAuthn), on both databases:
// - passkeys: the account's registered credentials: the credential id (base64url, unique across
//   accounts: a sign-in finds its account by it), the COSE public key (base64url), the signature
//   counter (a counter that goes backwards means a cloned authenticator: refused), the transports
//   the browser reported (JSON), a name the person chose, and when it was added and last used.
// - webauthn_challenges: one ceremony under way (registering a passkey, or signing in with one), by
//   the hash of the opaque token the client holds; the random challenge the authenticator signs,
//   for whom (null: a sign-in that does not know the account yet), and until when (5 minutes).
//   Spent by DELETE ... RETURNING, so a response is verified against its challenge once.
import { POSTGRES_TYPES, SQLITE_TYPES, type ColumnTypes } from './column-types';

const migration025For = (t: ColumnTypes) => `
CREATE TABLE passkeys (
  id ${t.id},
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter ${t.epochMs} NOT NULL,
  transports TEXT NOT NULL,
  name TEXT NOT NULL,
  created_at ${t.epochMs} NOT NULL,
  last_used_at ${t.epochMs}
);
CREATE INDEX passkeys_user ON passkeys(user_id);

CREATE TABLE webauthn_challenges (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  challenge TEXT NOT NULL,
  expires_at ${t.epochMs} NOT NULL
)${t.withoutRowid};
CREATE INDEX webauthn_challenges_expires ON webauthn_challenges(expires_at);
`;

export const migration025 = migration025For(SQLITE_TYPES);
export const migration025Postgres = migration025For(POSTGRES_TYPES);
