// Submits the login or sign-up form to the API, with the spec's validation and failure toasts.
import { useLoginMutation, useSignupMutation } from '@provana/api-client';
import { browserTimeZone } from '@provana/dates';
import { notify } from '@provana/ui';
import { storageKeys, writeKey, removeKey } from '../lib/storage-keys';
import { type AuthMode, type CredentialsInput, authFailureToast, validateCredentials } from './auth-feedback';

/** onTwoFactor: the password was right and the account asks for a code (the challenge for that step). */
export function useAuthSubmit(onTwoFactor?: (challenge: string) => void) {
  const [login, loginState] = useLoginMutation();
  const [signup, signupState] = useSignupMutation();

  /** Resolves true when signed in (the session query then switches the screen); the form keeps its values otherwise. */
  async function submit(mode: AuthMode, input: CredentialsInput & { rememberMe: boolean }): Promise<boolean> {
    const problem = validateCredentials(mode, input);
    if (problem) {
      notify(problem);
      return false;
    }
    const body = { email: input.email.trim(), password: input.password, rememberMe: input.rememberMe };
    try {
      if (mode === 'signin') {
        const result = await login(body).unwrap();
        if ('twoFactorRequired' in result) onTwoFactor?.(result.challenge);
      }
      // A new account's "today" follows this browser's zone (changeable later in Settings).
      else await signup({ ...body, timeZone: browserTimeZone() }).unwrap();
    } catch (error) {
      notify(authFailureToast(mode, error));
      return false;
    }
    // Only prefills the checkbox next time: the session itself is the server's cookie.
    if (input.rememberMe) writeKey(storageKeys.rememberMe, 'true');
    else removeKey(storageKeys.rememberMe);
    return true;
  }

  return { submit, busy: loginState.isLoading || signupState.isLoading };
}
