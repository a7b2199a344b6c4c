// The browser side of a passkey ceremony, loaded only when the person asks for one (the WebAuthn
// helpers and the passkey endpoints stay off the first screen): options from the server, the
// browser's passkey prompt, the signed answer back.
import type { AppDispatch } from '@provana/api-client';
import { passkeyApi } from '@provana/api-client/passkeys';
import type { PasskeyOptions } from '@provana/contracts';
import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

type Credential = { id: string; rawId: string; type: 'public-key'; response: { clientDataJSON: string } };

/** Signs in with any passkey of this site; resolves once the session is stored. */
export async function signInWithPasskey(dispatch: AppDispatch, rememberMe: boolean): Promise<void> {
  const { ceremony, options }: PasskeyOptions = await dispatch(passkeyApi.endpoints.passkeySignInOptions.initiate()).unwrap();
  const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  await dispatch(passkeyApi.endpoints.signInWithPasskey.initiate({ ceremony, credential: credential as Credential, rememberMe })).unwrap();
}

/** Answers the two-factor step of a sign-in with one of the account's passkeys; resolves once signed in. */
export async function confirmSignInWithPasskey(dispatch: AppDispatch, challenge: string): Promise<void> {
  const { ceremony, options }: PasskeyOptions = await dispatch(passkeyApi.endpoints.twoFactorPasskeyOptions.initiate({ challenge })).unwrap();
  const credential = await startAuthentication({ optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON });
  await dispatch(passkeyApi.endpoints.signInTwoFactorWithPasskey.initiate({ challenge, ceremony, credential: credential as Credential })).unwrap();
}

/** Adds a passkey (made by this device or a phone nearby) to the signed-in account. */
export async function addPasskey(dispatch: AppDispatch, name: string | undefined): Promise<void> {
  const { ceremony, options }: PasskeyOptions = await dispatch(passkeyApi.endpoints.passkeyRegistrationOptions.initiate()).unwrap();
  const credential = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  await dispatch(passkeyApi.endpoints.addPasskey.initiate({ ceremony, credential: credential as Credential, ...(name ? { name } : {}) })).unwrap();
}

/** What to tell the person when a ceremony failed: the browser's cancel or the server's words. */
export function passkeyFailure(failure: unknown, fallback: string): string {
  if (failure instanceof Error && (failure.name === 'NotAllowedError' || failure.name === 'AbortError')) {
    return 'The passkey request was cancelled or timed out.';
  }
  if (failure instanceof Error && failure.name === 'InvalidStateError') return 'This device’s passkey is registered already.';
  if (typeof failure === 'object' && failure !== null && 'data' in failure) {
    const data = (failure as { data: unknown }).data;
    const body = typeof data === 'string' ? (JSON.parse(data) as unknown) : data;
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    if (typeof message === 'string') return message;
  }
  return fallback;
}
