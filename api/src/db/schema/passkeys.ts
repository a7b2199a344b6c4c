// Passkeys (migration 025): the account's WebAuthn credentials and the ceremonies under way.
import type { Id } from './columns';

export interface PasskeysTable {
  id: Id;
  user_id: number;
  /** base64url, as the browser reports it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON array of AuthenticatorTransport values. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface WebauthnChallengesTable {
  token_hash: string;
  purpose: 'register' | 'sign-in';
  /** The registering account; null for a sign-in, which learns the account from the credential. */
  user_id: number | null;
  /** base64url, as in the options sent to the browser. */
  challenge: string;
  expires_at: number;
}
