// Private calendar subscription feeds. The secret token is shown once; only its SHA-256
// is stored, so a leaked database cannot be turned into feed URLs. One active feed per executive:
// creating one revokes the previous ("Reset link"). Revoked rows stay, so their URLs stay dead.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../schema';
import type { Conn } from '../conn';

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh secret: 32 random bytes, base64url (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export interface ActiveFeed {
  createdAt: string;
}

export function calendarFeedsRepository(conn: Conn) {
  const { db } = conn;
  const revokeAll = (on: Kysely<Schema>, executiveId: number, now: string) =>
    on.updateTable('calendar_feeds').set({ revoked_at: now }).where('executive_id', '=', executiveId).where('revoked_at', 'is', null).executeTakeFirst();
  return {
    /** Revokes the executive's feeds and stores a new one; returns the token (never stored). */
    create: async (executiveId: number, now: Date): Promise<{ token: string; createdAt: string }> => {
      const token = newFeedToken();
      const createdAt = now.toISOString();
      const revokeThenInsert = async (trx: Kysely<Schema>) => {
        await revokeAll(trx, executiveId, createdAt);
        await trx
          .insertInto('calendar_feeds')
          .values({ executive_id: executiveId, token_hash: hashFeedToken(token), created_at: createdAt })
          .execute();
      };
      await (db.isTransaction ? revokeThenInsert(db) : db.transaction().execute(revokeThenInsert));
      return { token, createdAt };
    },
    active: async (executiveId: number): Promise<ActiveFeed | null> => {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('executive_id', '=', executiveId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row ? { createdAt: row.created_at } : null;
    },
    /**
     * The executive a non-revoked token belongs to, or null. Only the executive's newest feed counts:
     * two resets racing on PostgreSQL (read committed) could each leave their row unrevoked.
     */
    executiveOf: async (token: string): Promise<number | null> => {
      const row = await db
        .selectFrom('calendar_feeds as f')
        .select('f.executive_id')
        .where('f.token_hash', '=', hashFeedToken(token))
        .where('f.revoked_at', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('calendar_feeds as newer')
                .select('newer.id')
                .whereRef('newer.executive_id', '=', 'f.executive_id')
                .whereRef('newer.id', '>', 'f.id')
                .where('newer.revoked_at', 'is', null),
            ),
          ),
        )
        .executeTakeFirst();
      return row?.executive_id ?? null;
    },
    /** Revokes every active feed of the executive; returns how many. */
    revoke: async (executiveId: number, now: Date): Promise<number> => Number((await revokeAll(db, executiveId, now.toISOString())).numUpdatedRows),
  };
}
