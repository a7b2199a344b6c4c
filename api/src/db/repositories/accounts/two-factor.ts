// Two-factor state per account (migration 024): the authenticator-app secret and its replay guard,
// and the recovery codes. Every "use" is one conditional UPDATE, so concurrent requests in any API
// process cannot accept the same code twice.
import { sql } from 'kysely';
import type { Conn } from '../conn';

export interface TotpRow {
  secret: string;
  enabledAt: number | null;
  lastUsedStep: number | null;
}

export function twoFactorRepository({ db }: Conn) {
  return {
    totp: async (userId: number): Promise<TotpRow | undefined> => {
      const row = await db.selectFrom('two_factor_totp').select(['secret', 'enabled_at', 'last_used_step']).where('user_id', '=', userId).executeTakeFirst();
      return row && { secret: row.secret, enabledAt: row.enabled_at, lastUsedStep: row.last_used_step };
    },
    isEnabled: async (userId: number): Promise<boolean> => {
      const row = await db.selectFrom('two_factor_totp').select('user_id').where('user_id', '=', userId).where('enabled_at', 'is not', null).executeTakeFirst();
      return row !== undefined;
    },
    unusedRecoveryCodes: async (userId: number): Promise<number> => {
      const row = await db
        .selectFrom('two_factor_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Stores a new pending secret (replacing an unconfirmed one); false when two-factor is already on. */
    startSetup: async (userId: number, secret: string, nowMs: number): Promise<boolean> => {
      const row = await db
        .insertInto('two_factor_totp')
        .values({ user_id: userId, secret, created_at: nowMs, enabled_at: null, last_used_step: null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ secret, created_at: nowMs, last_used_step: null }).where('two_factor_totp.enabled_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /**
     * Accepts a code's time step only when it is later than every step accepted before; with enable,
     * also turns two-factor on (only from pending). False: a replay, or the state changed meanwhile.
     */
    acceptStep: async (userId: number, step: number, options: { enableAt?: number } = {}): Promise<boolean> => {
      let query = db
        .updateTable('two_factor_totp')
        .set(options.enableAt === undefined ? { last_used_step: step } : { last_used_step: step, enabled_at: options.enableAt })
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', step)]));
      query = options.enableAt === undefined ? query.where('enabled_at', 'is not', null) : query.where('enabled_at', 'is', null);
      return (await query.returning('user_id').executeTakeFirst()) !== undefined;
    },
    /** Spends one unused recovery code; false when it is unknown or already used. */
    useRecoveryCode: async (userId: number, codeHash: string, nowMs: number): Promise<boolean> => {
      const row = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: nowMs })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Replaces every recovery code of the account (call inside a transaction with what it goes with). */
    replaceRecoveryCodes: async (userId: number, codeHashes: readonly string[], nowMs: number): Promise<void> => {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      if (codeHashes.length === 0) return;
      await db
        .insertInto('two_factor_recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: nowMs, used_at: null })))
        .execute();
    },
    /** Turns two-factor off: the secret, the recovery codes and any pending sign-in step go. */
    disable: async (userId: number): Promise<void> => {
      await db.deleteFrom('two_factor_totp').where('user_id', '=', userId).execute();
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await db.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
    },
    /** The account's running or past lock (users.locked_until), read fresh for the second step. */
    lockedUntil: async (userId: number): Promise<number | null> => {
      const row = await db.selectFrom('users').select('locked_until').where('id', '=', userId).executeTakeFirst();
      return row?.locked_until ?? null;
    },
    /** A two-factor change signs out every other browser of the account (this one stays). */
    endOtherSessions: async (userId: number, keepHash: string | null): Promise<void> => {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where(sql<boolean>`id_hash <> ${keepHash ?? ''}`)
        .execute();
    },
  };
}
