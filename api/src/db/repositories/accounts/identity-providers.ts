// Sign-in with an identity provider (migration 026): the provider accounts linked to an account, the
// sign-ins sent to a provider (spent by DELETE ... RETURNING, so a state and its code are accepted
// once, in one process or several), and the links waiting for the account's confirmation.
import type { Conn } from '../conn';
import type { Selectable } from 'kysely';
import type { OidcIdentitiesTable } from '../../schema';

export interface LinkedIdentity {
  id: number;
  userId: number;
  provider: string;
  subject: string;
  email: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface OidcFlow {
  provider: string;
  codeVerifier: string;
  nonce: string;
  rememberMe: boolean;
  timeZone: string | null;
}

export interface PendingLink {
  userId: number;
  provider: string;
  subject: string;
  email: string;
  rememberMe: boolean;
}

type IdentityRow = Selectable<OidcIdentitiesTable>;

const toIdentity = (r: IdentityRow): LinkedIdentity => ({
  id: r.id,
  userId: r.user_id,
  provider: r.provider,
  subject: r.subject,
  email: r.email,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
});

export function identityProvidersRepository({ db }: Conn) {
  return {
    /** The account a provider's subject signs in to, if linked. */
    findIdentity: async (provider: string, subject: string): Promise<LinkedIdentity | undefined> => {
      const row = await db.selectFrom('oidc_identities').selectAll().where('provider', '=', provider).where('subject', '=', subject).executeTakeFirst();
      return row && toIdentity(row);
    },
    listIdentities: async (userId: number): Promise<LinkedIdentity[]> =>
      (await db.selectFrom('oidc_identities').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(toIdentity),
    /** Links the provider account; false when it is linked already (to this account or another). */
    link: async (userId: number, provider: string, subject: string, email: string, nowMs: number): Promise<boolean> => {
      const row = await db
        .insertInto('oidc_identities')
        .values({ user_id: userId, provider, subject, email, created_at: nowMs, last_used_at: nowMs })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    recordUse: async (id: number, nowMs: number): Promise<void> => {
      await db.updateTable('oidc_identities').set({ last_used_at: nowMs }).where('id', '=', id).execute();
    },
    unlink: async (userId: number, id: number): Promise<boolean> =>
      (await db.deleteFrom('oidc_identities').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst()) !== undefined,

    createFlow: async (stateHash: string, flow: OidcFlow, nowMs: number, expiresAt: number): Promise<void> => {
      await db.deleteFrom('oidc_flows').where('expires_at', '<=', nowMs).execute();
      await db
        .insertInto('oidc_flows')
        .values({
          state_hash: stateHash,
          provider: flow.provider,
          code_verifier: flow.codeVerifier,
          nonce: flow.nonce,
          remember_me: flow.rememberMe ? 1 : 0,
          time_zone: flow.timeZone,
          expires_at: expiresAt,
        })
        .execute();
    },
    /** Spends the sign-in this state belongs to, once, while it runs. */
    consumeFlow: async (stateHash: string, nowMs: number): Promise<OidcFlow | undefined> => {
      const row = await db
        .deleteFrom('oidc_flows')
        .where('state_hash', '=', stateHash)
        .where('expires_at', '>', nowMs)
        .returning(['provider', 'code_verifier', 'nonce', 'remember_me', 'time_zone'])
        .executeTakeFirst();
      return (
        row && { provider: row.provider, codeVerifier: row.code_verifier, nonce: row.nonce, rememberMe: Number(row.remember_me) === 1, timeZone: row.time_zone }
      );
    },

    createPendingLink: async (tokenHash: string, link: PendingLink, nowMs: number, expiresAt: number): Promise<void> => {
      await db.deleteFrom('oidc_pending_links').where('expires_at', '<=', nowMs).execute();
      await db
        .insertInto('oidc_pending_links')
        .values({
          token_hash: tokenHash,
          mail_token_hash: null,
          user_id: link.userId,
          provider: link.provider,
          subject: link.subject,
          email: link.email,
          remember_me: link.rememberMe ? 1 : 0,
          expires_at: expiresAt,
        })
        .execute();
    },
    findPendingLink: async (tokenHash: string, nowMs: number): Promise<PendingLink | undefined> => {
      const row = await db.selectFrom('oidc_pending_links').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', nowMs).executeTakeFirst();
      return row && { userId: row.user_id, provider: row.provider, subject: row.subject, email: row.email, rememberMe: Number(row.remember_me) === 1 };
    },
    /** Records the mailed link's token; false when the pending link has ended or a mail went already. */
    setPendingLinkMailToken: async (tokenHash: string, mailTokenHash: string, nowMs: number): Promise<boolean> =>
      (await db
        .updateTable('oidc_pending_links')
        .set({ mail_token_hash: mailTokenHash })
        .where('token_hash', '=', tokenHash)
        .where('mail_token_hash', 'is', null)
        .where('expires_at', '>', nowMs)
        .returning('user_id')
        .executeTakeFirst()) !== undefined,
    /** Spends a pending link by the confirm page's token or by the mailed link's, once. */
    consumePendingLink: async (by: 'token' | 'mail', tokenHash: string, nowMs: number): Promise<PendingLink | undefined> => {
      const row = await db
        .deleteFrom('oidc_pending_links')
        .where(by === 'token' ? 'token_hash' : 'mail_token_hash', '=', tokenHash)
        .where('expires_at', '>', nowMs)
        .returning(['user_id', 'provider', 'subject', 'email', 'remember_me'])
        .executeTakeFirst();
      return row && { userId: row.user_id, provider: row.provider, subject: row.subject, email: row.email, rememberMe: Number(row.remember_me) === 1 };
    },
  };
}
