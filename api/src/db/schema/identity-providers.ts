// Sign-in with an identity provider (migration 026): linked provider accounts, sign-ins sent to a
// provider and not yet back, and links waiting for the account's confirmation.
import type { Id } from './columns';

export interface OidcIdentitiesTable {
  id: Id;
  user_id: number;
  /** The provider's configured name, lower-case (PROVANA_OIDC_<NAME>_*). */
  provider: string;
  /** The ID token's `sub`: stable for one person at one provider. */
  subject: string;
  /** The verified address the provider gave when the sign-in was linked. */
  email: string;
  created_at: number;
  last_used_at: number | null;
}

export interface OidcFlowsTable {
  /** SHA-256 of the `state` sent to the provider. */
  state_hash: string;
  provider: string;
  /** PKCE: the secret whose hash went to the provider as the code challenge. */
  code_verifier: string;
  nonce: string;
  remember_me: number;
  /** The browser's IANA zone, for an account this sign-in creates. */
  time_zone: string | null;
  expires_at: number;
}

export interface OidcPendingLinksTable {
  token_hash: string;
  /** The mailed confirmation link's token hash, once one was sent. */
  mail_token_hash: string | null;
  user_id: number;
  provider: string;
  subject: string;
  email: string;
  remember_me: number;
  expires_at: number;
}
