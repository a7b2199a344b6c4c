// Private calendar subscription feeds (issue 8). The secret token is shown once; only its SHA-256
// is stored, so a leaked database cannot be turned into feed URLs. One active feed per executive:
// creating one revokes the previous ("Reset link"). Revoked rows stay, so their URLs stay dead.
import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import { lazyStatement } from './lazy-statement';

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh secret: 32 random bytes, base64url (43 characters). */
export const newFeedToken = () => randomBytes(32).toString('base64url');

export interface ActiveFeed {
  createdAt: string;
}

export function calendarFeedsRepository(conn: Conn) {
  const db = legacySqlite(conn);
  // Prepared on first use: createRepositories also runs over older schemas (migration tests).
  const insert = lazyStatement<[number, string, string]>(db, 'INSERT INTO calendar_feeds (executive_id, token_hash, created_at) VALUES (?, ?, ?)');
  const revokeAll = lazyStatement<[string, number]>(db, 'UPDATE calendar_feeds SET revoked_at = ? WHERE executive_id = ? AND revoked_at IS NULL');
  const active = lazyStatement<[number], { created_at: string }>(
    db,
    'SELECT created_at FROM calendar_feeds WHERE executive_id = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT 1',
  );
  const byHash = lazyStatement<[string], { executive_id: number }>(db, 'SELECT executive_id FROM calendar_feeds WHERE token_hash = ? AND revoked_at IS NULL');
  const revokeThenInsert = db.transaction((executiveId: number, tokenHash: string, now: string) => {
    revokeAll().run(now, executiveId);
    insert().run(executiveId, tokenHash, now);
  });
  return {
    /** Revokes the executive's feeds and stores a new one; returns the token (never stored). */
    create: (executiveId: number, now: Date): { token: string; createdAt: string } => {
      const token = newFeedToken();
      const createdAt = now.toISOString();
      revokeThenInsert(executiveId, hashFeedToken(token), createdAt);
      return { token, createdAt };
    },
    active: (executiveId: number): ActiveFeed | null => {
      const row = active().get(executiveId);
      return row ? { createdAt: row.created_at } : null;
    },
    /** The executive a non-revoked token belongs to, or null. */
    executiveOf: (token: string): number | null => byHash().get(hashFeedToken(token))?.executive_id ?? null,
    /** Revokes every active feed of the executive; returns how many. */
    revoke: (executiveId: number, now: Date): number => revokeAll().run(now.toISOString(), executiveId).changes,
  };
}
