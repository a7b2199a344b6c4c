// Personal access tokens, stored hashed. A request with a token reads its row on every request and
// nothing is remembered in the process: a revoke or an expiry written by any API process over this
// database refuses the token everywhere on its next request.
import type { SessionUser } from '@provana/contracts';
import { TokenScopeSchema, type TokenScope } from '@provana/contracts/api-tokens';
import { preparedQuery } from '../../prepared-query';
import type { Conn } from '../conn';
import { parseList, toJson } from '../json';
import { SESSION_USER_COLUMNS, toSessionUser } from './sessions';

export interface ApiTokenRow {
  id: number;
  name: string;
  prefix: string;
  scopes: TokenScope[];
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  lastUsedFrom: string | null;
}

export interface NewApiToken {
  userId: number;
  tokenHash: string;
  prefix: string;
  name: string;
  scopes: TokenScope[];
  createdAt: number;
  expiresAt: number | null;
}

/** A live token, its owner and its executive's data version, as a request with it needs them. */
export interface TokenHolder {
  token: ApiTokenRow;
  user: SessionUser;
  dataVersion: number;
}

type Row = {
  id: number;
  name: string;
  prefix: string;
  scopes: string;
  created_at: number;
  expires_at: number | null;
  last_used_at: number | null;
  last_used_from: string | null;
};

const toToken = (r: Row): ApiTokenRow => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  // A scope this code no longer knows is dropped: it grants nothing.
  scopes: parseList(r.scopes).flatMap((s) => (TokenScopeSchema.safeParse(s).success ? [s as TokenScope] : [])),
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastUsedAt: r.last_used_at,
  lastUsedFrom: r.last_used_from,
});

const TOKEN_COLUMNS = ['t.id', 't.name', 't.prefix', 't.scopes', 't.created_at', 't.expires_at', 't.last_used_at', 't.last_used_from'] as const;

export function apiTokensRepository(conn: Conn) {
  const { db } = conn;
  // Every request with a Bearer token runs this: compiled once (see prepared-query.ts).
  const holder = preparedQuery(conn, 1, (tokenHash: string) =>
    db
      .selectFrom('api_tokens as t')
      .innerJoin('users as u', 'u.id', 't.user_id')
      .innerJoin('executives as e', 'e.user_id', 'u.id')
      // The token's name under its own alias: the owner's columns carry the account's `name`.
      .select([...TOKEN_COLUMNS.filter((column) => column !== 't.name'), 't.name as token_name', 't.user_id', 't.revoked_at', ...SESSION_USER_COLUMNS])
      .where('t.token_hash', '=', tokenHash),
  );
  return {
    create: async (token: NewApiToken): Promise<number> => {
      const row = await db
        .insertInto('api_tokens')
        .values({
          user_id: token.userId,
          token_hash: token.tokenHash,
          prefix: token.prefix,
          name: token.name,
          scopes: toJson(token.scopes),
          created_at: token.createdAt,
          expires_at: token.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** The token's holder, or null when unknown, revoked or expired at nowMs. */
    find: async (tokenHash: string, nowMs: number): Promise<TokenHolder | null> => {
      const [row] = await holder(tokenHash);
      if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= nowMs)) return null;
      return { token: toToken({ ...row, name: row.token_name }), user: toSessionUser(row), dataVersion: row.data_version };
    },
    /** The account's tokens not revoked, newest first (expired ones too: the list says so). */
    listForUser: async (userId: number): Promise<ApiTokenRow[]> => {
      const rows = await db
        .selectFrom('api_tokens as t')
        .select([...TOKEN_COLUMNS])
        .where('t.user_id', '=', userId)
        .where('t.revoked_at', 'is', null)
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .execute();
      return rows.map(toToken);
    },
    get: async (userId: number, id: number): Promise<ApiTokenRow | null> => {
      const row = await db
        .selectFrom('api_tokens as t')
        .select([...TOKEN_COLUMNS])
        .where('t.user_id', '=', userId)
        .where('t.id', '=', id)
        .where('t.revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? toToken(row) : null;
    },
    /** Revokes one of the account's tokens; false when it is not theirs or already revoked. */
    revoke: async (userId: number, id: number, nowMs: number): Promise<boolean> => {
      const result = await db
        .updateTable('api_tokens')
        .set({ revoked_at: nowMs })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Records a use, unless one was recorded after `unlessUsedAfter` (a request a moment ago, on any process). */
    touch: async (id: number, nowMs: number, from: string, unlessUsedAfter: number): Promise<void> => {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: nowMs, last_used_from: from })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', unlessUsedAfter)]))
        .execute();
    },
  };
}
