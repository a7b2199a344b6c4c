// Passkeys (migration 025): the account's WebAuthn credentials, and the ceremonies under way. A
// ceremony's challenge is spent by DELETE ... RETURNING and a use moves the signature counter in one
// conditional UPDATE, so neither a response nor a cloned authenticator's counter is accepted twice.
import type { Conn } from '../conn';
import type { Selectable } from 'kysely';
import type { PasskeysTable } from '../../schema';

export interface PasskeyRow {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
}

type Row = Selectable<PasskeysTable>;

const toPasskey = (r: Row): PasskeyRow => ({
  id: r.id,
  userId: r.user_id,
  credentialId: r.credential_id,
  publicKey: r.public_key,
  counter: Number(r.counter),
  transports: JSON.parse(r.transports) as string[],
  name: r.name,
  createdAt: Number(r.created_at),
  lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
});

export function passkeysRepository({ db }: Conn) {
  return {
    list: async (userId: number): Promise<PasskeyRow[]> =>
      (await db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('id').execute()).map(toPasskey),
    findByCredentialId: async (credentialId: string): Promise<PasskeyRow | undefined> => {
      const row = await db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
      return row && toPasskey(row);
    },
    /** The new passkey's id, or null when this credential is registered already (to any account). */
    add: async (userId: number, passkey: NewPasskey, nowMs: number): Promise<number | null> => {
      const row = await db
        .insertInto('passkeys')
        .values({
          user_id: userId,
          credential_id: passkey.credentialId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          name: passkey.name,
          created_at: nowMs,
          last_used_at: null,
        })
        .onConflict((oc) => oc.column('credential_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    rename: async (userId: number, id: number, name: string): Promise<boolean> =>
      (await db.updateTable('passkeys').set({ name }).where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst()) !== undefined,
    remove: async (userId: number, id: number): Promise<boolean> =>
      (await db.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst()) !== undefined,
    /**
     * Records a sign-in: the counter must move forward (authenticators that keep none report 0
     * every time). False: another request used this counter value first.
     */
    recordUse: async (id: number, seenCounter: number, newCounter: number, nowMs: number): Promise<boolean> => {
      const row = await db
        .updateTable('passkeys')
        .set({ counter: newCounter, last_used_at: nowMs })
        .where('id', '=', id)
        .where('counter', '=', seenCounter)
        .where((eb) => (newCounter === 0 && seenCounter === 0 ? eb.lit(true) : eb('counter', '<', newCounter)))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    createChallenge: async (tokenHash: string, purpose: 'register' | 'sign-in', userId: number | null, challenge: string, nowMs: number, expiresAt: number) => {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', nowMs).execute();
      await db.insertInto('webauthn_challenges').values({ token_hash: tokenHash, purpose, user_id: userId, challenge, expires_at: expiresAt }).execute();
    },
    /** Spends a running ceremony of this purpose: its challenge and account, once. */
    consumeChallenge: async (
      tokenHash: string,
      purpose: 'register' | 'sign-in',
      nowMs: number,
    ): Promise<{ userId: number | null; challenge: string } | undefined> => {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', nowMs)
        .returning(['user_id', 'challenge'])
        .executeTakeFirst();
      return row && { userId: row.user_id, challenge: row.challenge };
    },
  };
}
