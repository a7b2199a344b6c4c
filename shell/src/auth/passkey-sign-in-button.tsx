// "Sign in with a passkey" on the sign-in card, where the browser has WebAuthn. Its ceremony code
// loads on press (the WebAuthn helpers are not on the first screen). Remember me applies as for a password.
import { useDispatch, type AppDispatch } from '@provana/api-client';
import { Button, notify } from '@provana/ui';
import { useState } from 'react';

export function PasskeySignInButton({ rememberMe }: { rememberMe: boolean }) {
  const dispatch = useDispatch<AppDispatch>();
  const [busy, setBusy] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  const signIn = async () => {
    setBusy(true);
    const ceremony = await import('./passkey-ceremony');
    try {
      await ceremony.signInWithPasskey(dispatch, rememberMe);
    } catch (failure) {
      notify({
        title: 'Login failed',
        description: ceremony.passkeyFailure(failure, 'Signing in with a passkey did not work. Try again, or use your password.'),
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" width="full" onClick={() => void signIn()} disabled={busy} aria-busy={busy}>
      {busy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
    </Button>
  );
}
