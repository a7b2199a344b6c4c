// The signed-in account's passkeys: list, add (options, then the browser's answer), rename, remove.
import { Hono, type Context } from 'hono';
import {
  PasskeyIdParamSchema,
  PasskeyRegistrationBodySchema,
  PasskeyRenameBodySchema,
  type Passkey,
  type PasskeyList,
  type SessionUser,
} from '@provana/contracts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import type { AppEnv, RouteDeps } from '../../app-env';
import { removeSignInWay } from '../../auth/oidc/ways-to-sign-in';
import { hashToken } from '../../auth/session-cookie';
import { registrationOptions, verifyRegistration } from '../../auth/webauthn';
import type { PasskeyRow } from '../../db/repositories/accounts/passkeys';
import { HttpError } from '../../lib/http-error';
import { validJson, validParams } from '../../lib/validation';

const iso = (ms: number) => new Date(ms).toISOString();
const toPasskey = (p: PasskeyRow): Passkey => ({
  id: p.id,
  name: p.name,
  createdAt: iso(p.createdAt),
  lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
});
const notFound = () => new HttpError(404, 'not_found', 'That passkey does not exist.');

function signedIn(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new HttpError(401, 'unauthenticated', 'Not signed in');
  return user;
}

export function passkeyRoutes(deps: RouteDeps) {
  const { repos, clock } = deps;
  const list = async (userId: number): Promise<PasskeyList> => ({ passkeys: (await repos.passkeys.list(userId)).map(toPasskey) });

  return new Hono<AppEnv>()
    .get('/passkeys', async (c) => c.json(await list(signedIn(c).id)))
    .post('/passkeys/registration/options', async (c) => c.json(await registrationOptions(c, deps, signedIn(c))))
    .post('/passkeys/registration', validJson(PasskeyRegistrationBodySchema), async (c) => {
      const user = signedIn(c);
      const body = c.req.valid('json');
      const nowMs = clock.now().getTime();
      const ceremony = await repos.passkeys.consumeChallenge(hashToken(body.ceremony), 'register', nowMs);
      // Another account's ceremony is as unknown as an expired one.
      if (!ceremony || ceremony.userId !== user.id) throw new HttpError(400, 'passkey_expired', 'Adding the passkey took too long. Try again.', 'ceremony');
      const verified = await verifyRegistration(c, deps, ceremony.challenge, body.credential as unknown as RegistrationResponseJSON);
      if (!verified) throw new HttpError(400, 'passkey_invalid', 'This passkey could not be checked. Try again, or use another device.', 'credential');
      const name = body.name ?? `Passkey ${(await repos.passkeys.list(user.id)).length + 1}`;
      const id = await repos.passkeys.add(user.id, { ...verified, name }, nowMs);
      if (id === null) throw new HttpError(409, 'passkey_exists', 'This passkey is registered already.');
      return c.json(await list(user.id), 201);
    })
    .patch('/passkeys/:passkeyId', validParams(PasskeyIdParamSchema), validJson(PasskeyRenameBodySchema), async (c) => {
      const user = signedIn(c);
      if (!(await repos.passkeys.rename(user.id, c.req.valid('param').passkeyId, c.req.valid('json').name))) throw notFound();
      return c.json(await list(user.id));
    })
    .delete('/passkeys/:passkeyId', validParams(PasskeyIdParamSchema), async (c) => {
      const user = signedIn(c);
      // An account without a password (created by a provider's sign-in) keeps one way to sign in.
      const removed = await removeSignInWay(repos, user.id, { passkeyId: c.req.valid('param').passkeyId });
      if (removed === 'not_found') throw notFound();
      if (removed === 'last')
        throw new HttpError(
          409,
          'last_way_to_sign_in',
          'This passkey is your only way to sign in. Set a password with “Forgot password?” first, then remove it.',
        );
      return c.json(await list(user.id));
    });
}
