// The second step of a sign-in (migration 024): created after the right password when two-factor is
// on, found by the hash of its opaque token, spent once by a DELETE ... RETURNING (so two requests
// with the same right code cannot both sign in), and dropped after too many wrong codes.
import type { Selectable } from 'kysely';
import type { TwoFactorChallengesTable } from '../../schema';
import type { Conn } from '../conn';

export interface ChallengeRow {
  userId: number;
  rememberMe: boolean;
  attempts: number;
}

const COLUMNS = ['user_id', 'remember_me', 'attempts'] as const;
const toChallenge = (r: Pick<Selectable<TwoFactorChallengesTable>, (typeof COLUMNS)[number]>): ChallengeRow => ({
  userId: r.user_id,
  rememberMe: r.remember_me === 1,
  attempts: r.attempts,
});

export function twoFactorChallengesRepository({ db }: Conn) {
  return {
    create: async (tokenHash: string, userId: number, rememberMe: boolean, nowMs: number, expiresAt: number): Promise<void> => {
      await db.deleteFrom('two_factor_challenges').where('expires_at', '<=', nowMs).execute();
      await db
        .insertInto('two_factor_challenges')
        .values({ token_hash: tokenHash, user_id: userId, remember_me: rememberMe ? 1 : 0, expires_at: expiresAt })
        .execute();
    },
    /** The challenge while it runs; undefined when unknown, spent or expired at nowMs. */
    find: async (tokenHash: string, nowMs: number): Promise<ChallengeRow | undefined> => {
      const row = await db
        .selectFrom('two_factor_challenges')
        .select(COLUMNS)
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', nowMs)
        .executeTakeFirst();
      return row && toChallenge(row);
    },
    /** Spends it: the first caller gets its row, any other (or a late one) undefined. */
    consume: async (tokenHash: string, nowMs: number): Promise<ChallengeRow | undefined> => {
      const row = await db
        .deleteFrom('two_factor_challenges')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', nowMs)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row && toChallenge(row);
    },
    /** Counts a wrong code; at maxAttempts the challenge is gone and the sign-in starts over. Returns the count. */
    countWrongCode: async (tokenHash: string, maxAttempts: number): Promise<number> => {
      const row = await db
        .updateTable('two_factor_challenges')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('token_hash', '=', tokenHash)
        .returning('attempts')
        .executeTakeFirst();
      const attempts = row?.attempts ?? maxAttempts;
      if (attempts >= maxAttempts) await db.deleteFrom('two_factor_challenges').where('token_hash', '=', tokenHash).execute();
      return attempts;
    },
  };
}
