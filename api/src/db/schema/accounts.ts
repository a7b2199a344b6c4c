// Accounts, sessions and the per-address attempt counters.
import type { Generated } from 'kysely';
import type { Id, Flag } from './columns';

export interface UsersTable {
  id: Id;
  email: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  password_salt: string;
  failed_login_count: Generated<number>;
  locked_until: number | null;
  created_at: string;
  /** Migration 023: when the address was confirmed through a mailed link. */
  email_verified_at: number | null;
  /** Migration 026: 0 for an account an identity provider's sign-in created, until a reset gives it a password. */
  has_password: Generated<number>;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  persistent: Flag;
  created_at: number;
  expires_at: number;
  /** Migration 023: what the sessions list names it by (never the token or its hash). */
  public_id: string;
  last_seen_at: number;
  user_agent: string | null;
  client_address: string | null;
}

export interface ExecutivesTable {
  id: Id;
  user_id: number;
  name: string;
  title: string;
  seeded_on: string;
  /** The day the sample rows' dates are currently relative to (moved by the start-up re-anchoring). */
  sample_anchor_date: string | null;
  /** IANA time zone: "today", day ranges and slots are computed in it; stored times are wall-clock in it. */
  time_zone: Generated<string>;
  /** Bumped by triggers on every change to what the brief is built from (migration 011). */
  data_version: Generated<number>;
  /** 'system' | 'light' | 'dark' (migration 015). */
  theme: Generated<string>;
}

export interface RateLimitsTable {
  bucket: string;
  client: string;
  count: number;
  reset_at: number;
}

/** The executive's choice of assistant (migration 012); no row = the built-in engine. */
export interface AssistantSettingsTable {
  executive_id: number;
  use_model: Flag;
  /** Migration 013: the executive's opt-in to server speech-to-text. */
  transcribe_on_server: Generated<Flag>;
  updated_at: string;
}
