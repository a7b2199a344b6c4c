// An account must keep a way to sign in: a password, a passkey, or a linked provider sign-in. An
// account created by a provider's sign-in has no password until it chooses one through "Forgot
// password?" (a reset), so unlinking its last provider sign-in, or removing its last passkey when
// nothing else remains, is refused. The check and the removal run in one transaction that holds the
// account's row, so two removals at once cannot both take the last-but-one way.
import { lockRow } from '../../db/dialect/lock-row';
import type { Repositories } from '../../db/repositories';

export type SignInWay = { identityId: number } | { passkeyId: number };

export interface WaysToSignIn {
  hasPassword: boolean;
  passkeys: number;
  identities: number;
}

export async function waysToSignIn(repos: Repositories, userId: number): Promise<WaysToSignIn> {
  const user = await repos.users.findById(userId);
  return {
    hasPassword: user !== undefined && Number(user.has_password) === 1,
    passkeys: (await repos.passkeys.list(userId)).length,
    identities: (await repos.identityProviders.listIdentities(userId)).length,
  };
}

/** Whether the account still has a way to sign in once `removed` is gone. */
export function remainsAfter(ways: WaysToSignIn, removed: SignInWay): boolean {
  const passkeys = ways.passkeys - ('passkeyId' in removed ? 1 : 0);
  const identities = ways.identities - ('identityId' in removed ? 1 : 0);
  return ways.hasPassword || passkeys > 0 || identities > 0;
}

/**
 * Removes one way to sign in if another remains: 'removed', 'last' (refused: nothing else would
 * remain) or 'not_found' (not this account's).
 */
export function removeSignInWay(repos: Repositories, userId: number, way: SignInWay): Promise<'removed' | 'last' | 'not_found'> {
  return repos.transaction(async (tx) => {
    await lockRow(tx.conn, 'users', userId);
    const owned =
      'passkeyId' in way
        ? (await tx.passkeys.list(userId)).some((p) => p.id === way.passkeyId)
        : (await tx.identityProviders.listIdentities(userId)).some((i) => i.id === way.identityId);
    if (!owned) return 'not_found';
    if (!remainsAfter(await waysToSignIn(tx, userId), way)) return 'last';
    const removed = 'passkeyId' in way ? await tx.passkeys.remove(userId, way.passkeyId) : await tx.identityProviders.unlink(userId, way.identityId);
    return removed ? 'removed' : 'not_found';
  });
}
