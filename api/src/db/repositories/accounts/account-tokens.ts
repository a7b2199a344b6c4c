// The links mailed for verifying an address and resetting a password, stored by the SHA-256 of their
// token. A link is spent by one conditional UPDATE (unused and not past its end), so it works once
// even when two requests, in one process or several, present it at the same moment.
import type { Conn } from '../conn';

export type AccountTokenPurpose = 'verify' | 'reset';

export function accountTokensRepository({ db }: Conn) {
  return {
    create: async (tokenHash: string, purpose: AccountTokenPurpose, userId: number, nowMs: number, expiresAt: number): Promise<void> => {
      await db
        .insertInto('account_tokens')
        .values({ token_hash: tokenHash, purpose, user_id: userId, created_at: nowMs, expires_at: expiresAt, used_at: null })
        .execute();
    },
    /** Spends the link: its user's id when it was unused and still valid at nowMs, otherwise null (nothing changes). */
    consume: async (tokenHash: string, purpose: AccountTokenPurpose, nowMs: number): Promise<number | null> => {
      const row = await db
        .updateTable('account_tokens')
        .set({ used_at: nowMs })
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowMs)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    /** Spends every other open link of this purpose (a reset done, an address verified: older mails stop working). */
    spendAll: async (userId: number, purpose: AccountTokenPurpose, nowMs: number): Promise<void> => {
      await db
        .updateTable('account_tokens')
        .set({ used_at: nowMs })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
    /** Drops links past their end; returns how many. */
    removeExpired: async (nowMs: number): Promise<number> => {
      const result = await db.deleteFrom('account_tokens').where('expires_at', '<=', nowMs).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
