// WebAuthn through @simplewebauthn/server: the relying party is this site (PROVANA_PUBLIC_URL, else
// the address the request came to), passkeys are discoverable and verified by the person (PIN or
// biometrics), so one alone signs in. Ceremonies are kept in the database (every API process can
// finish one another started) under an opaque token, for 5 minutes.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import type { PasskeyOptions } from '@provana/contracts';
import type { RouteDeps } from '../app-env';
import type { PasskeyRow } from '../db/repositories/accounts/passkeys';
import { publicOrigin } from './account-links';
import { newSessionToken } from './session-cookie';

export const CEREMONY_MS = 5 * 60 * 1000;
const RP_NAME = 'Provana';

type Deps = Pick<RouteDeps, 'repos' | 'clock' | 'trustProxy' | 'publicUrl'>;

function relyingParty(c: Context, deps: Deps) {
  const origin = publicOrigin(c, deps);
  return { origin, rpID: new URL(origin).hostname };
}

async function startCeremony(deps: Deps, purpose: 'register' | 'sign-in', userId: number | null, challenge: string): Promise<string> {
  const nowMs = deps.clock.now().getTime();
  const { token, hash } = newSessionToken();
  await deps.repos.passkeys.createChallenge(hash, purpose, userId, challenge, nowMs, nowMs + CEREMONY_MS);
  return token;
}

/** Options for adding a passkey to the signed-in account (its own passkeys excluded, so one authenticator is not added twice). */
export async function registrationOptions(c: Context, deps: Deps, user: { id: number; email: string }): Promise<PasskeyOptions> {
  const existing = await deps.repos.passkeys.list(user.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(c, deps).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { ceremony: await startCeremony(deps, 'register', user.id, options.challenge), options: { ...options } };
}

/** The verified new credential, or null when the response does not answer this ceremony's challenge for this site. */
export async function verifyRegistration(c: Context, deps: Deps, challenge: string, credential: RegistrationResponseJSON) {
  const { origin, rpID } = relyingParty(c, deps);
  try {
    const result = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
    if (!result.verified) return null;
    const { credential: verified } = result.registrationInfo;
    return {
      credentialId: verified.id,
      publicKey: Buffer.from(verified.publicKey).toString('base64url'),
      counter: verified.counter,
      transports: verified.transports ?? credential.response.transports ?? [],
    };
  } catch {
    // The library throws on every malformed or mismatched response: to the person, it is not valid.
    return null;
  }
}

/** Options for signing in with a passkey alone: any of this site's discoverable passkeys. */
export async function signInOptions(c: Context, deps: Deps): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(c, deps).rpID, userVerification: 'required' });
  return { ceremony: await startCeremony(deps, 'sign-in', null, options.challenge), options: { ...options } };
}

/** Options for answering a two-factor sign-in with one of this account's passkeys; null when it has none. */
export async function secondFactorOptions(c: Context, deps: Deps, userId: number): Promise<PasskeyOptions | null> {
  const passkeys = await deps.repos.passkeys.list(userId);
  if (passkeys.length === 0) return null;
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(c, deps).rpID,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports as AuthenticatorTransportFuture[] })),
  });
  return { ceremony: await startCeremony(deps, 'sign-in', userId, options.challenge), options: { ...options } };
}

/** The passkey's new counter when the signature is this passkey's, for this challenge and site; null otherwise. */
export async function verifySignIn(
  c: Context,
  deps: Deps,
  challenge: string,
  credential: AuthenticationResponseJSON,
  passkey: PasskeyRow,
  requireUserVerification = true,
): Promise<number | null> {
  const { origin, rpID } = relyingParty(c, deps);
  try {
    const result = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
