// Personal access tokens (migration 031). Instants are epoch milliseconds.
import type { Id } from './columns';

export interface ApiTokensTable {
  id: Id;
  user_id: number;
  /** SHA-256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  /** The token's first characters, shown in the list to tell tokens apart. */
  prefix: string;
  name: string;
  /** JSON array of scopes (contracts' TOKEN_SCOPES). */
  scopes: string;
  created_at: number;
  /** null: never expires. */
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
  last_used_from: string | null;
}
