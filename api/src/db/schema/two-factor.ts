// Two-factor sign-in (migration 024): the authenticator-app secret, the recovery codes and the
// pending second steps of sign-ins.
import type { Generated } from 'kysely';
import type { Flag } from './columns';

export interface TwoFactorTotpTable {
  user_id: number;
  /** Base32, as the authenticator app holds it; never sent again once enabled. */
  secret: string;
  created_at: number;
  /** Epoch ms when a code confirmed it; null while setup is pending. */
  enabled_at: number | null;
  /** The newest 30-second time step a code was accepted for (replay guard). */
  last_used_step: number | null;
}

export interface TwoFactorRecoveryCodesTable {
  user_id: number;
  /** SHA-256 (hex) of the normalised code. */
  code_hash: string;
  created_at: number;
  used_at: number | null;
}

export interface TwoFactorChallengesTable {
  /** SHA-256 (hex) of the opaque token the client holds between the two steps. */
  token_hash: string;
  user_id: number;
  remember_me: Flag;
  expires_at: number;
  attempts: Generated<number>;
}
