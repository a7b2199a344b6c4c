// The links mailed for verifying an address and resetting a password (migration 023).
export interface AccountTokensTable {
  token_hash: string;
  purpose: 'verify' | 'reset';
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
