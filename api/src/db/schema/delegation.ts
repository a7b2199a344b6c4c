// Delegated access (migration 027): grants of a role in a workspace, and the invitations to one.
// Instants are epoch milliseconds.
import type { Generated } from 'kysely';
import type { Id } from './columns';

export type DelegateRoleColumn = 'viewer' | 'editor' | 'full';

export interface DelegateGrantsTable {
  id: Id;
  executive_id: number;
  user_id: number;
  role: DelegateRoleColumn;
  /** The end the executive chose; null: until ended. */
  ends_at: number | null;
  created_at: number;
  /** When the executive ended it or the delegate left; null: not ended. */
  ended_at: number | null;
  /** The hash of the session that last opened the workspace (its first request is logged). */
  opened_session: Generated<string | null>;
}

export interface DelegateInvitationsTable {
  id: Id;
  executive_id: number;
  email: string;
  role: DelegateRoleColumn;
  ends_at: number | null;
  /** SHA-256 (hex) of the link's token: the token itself is never stored. */
  token_hash: string;
  expires_at: number;
  created_at: number;
  accepted_at: number | null;
  cancelled_at: number | null;
  accepted_by: number | null;
}
