// The second step of signing in with two-factor on: the 6-digit code from the authenticator app, a
// recovery code, or one of the account's passkeys. Loaded only when a password step answers with a
// challenge, so the sign-in screen does not carry it. A wrong code is said under the field; a lock
// is said as for passwords; an expired challenge sends the person back to the password step.
import { useDispatch, type AppDispatch } from '@provana/api-client';
import { useSignInTwoFactorMutation } from '@provana/api-client/two-factor';
import { TwoFactorSignInBodySchema } from '@provana/contracts';
import { TextField, useSchemaForm } from '@provana/sections';
import { Button, Heading, Stack, Text, notify } from '@provana/ui';
import { useEffect, useRef, useState } from 'react';
import { authFailureToast, serverError } from './auth-feedback';

type Props = { challenge: string; onBack: () => void };

/** What the field and the server's words turn into under the field (null: a toast says it). */
export function codeProblem(recovery: boolean, code: string): string | null {
  const typed = code.replace(/\s+/g, '');
  if (recovery) return typed.length >= 10 ? null : 'Enter one of your recovery codes, e.g. abcde-fghjk.';
  return /^\d{6}$/.test(typed) ? null : 'Enter the 6-digit code from your authenticator app.';
}

export default function TwoFactorStep({ challenge, onBack }: Props) {
  const [signIn, { isLoading }] = useSignInTwoFactorMutation();
  const [recovery, setRecovery] = useState(false);
  const form = useSchemaForm(
    { code: '' },
    {
      validate: (v) => {
        const problem = codeProblem(recovery, v.code);
        return problem ? { code: problem } : {};
      },
      // A recovery code's limit; an app code is six digits.
      schema: recovery ? TwoFactorSignInBodySchema : undefined,
    },
  );
  const formRef = useRef<HTMLFormElement>(null);
  const focusCode = () => formRef.current?.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  useEffect(focusCode, []);

  const submit = form.submit(async ({ code }) => {
    try {
      await signIn({ challenge, code: code.trim() }).unwrap();
    } catch (failure) {
      const server = serverError(failure);
      if (server?.code === 'invalid_two_factor_code') return form.refuse('code', server.message);
      if (server?.code === 'two_factor_expired') {
        notify({ title: 'Sign-in expired', description: server.message, type: 'error' });
        return onBack();
      }
      // A lock, a rate limit or an outage: said as for a password.
      const toast = authFailureToast('signin', failure);
      notify(toast);
      form.refuse('code', toast.description);
    }
  });

  // With a passkey instead of a code: its ceremony code loads on press.
  const dispatch = useDispatch<AppDispatch>();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const canUsePasskey = typeof window !== 'undefined' && 'PublicKeyCredential' in window;
  const answerWithPasskey = async () => {
    setPasskeyBusy(true);
    const ceremony = await import('./passkey-ceremony');
    try {
      await ceremony.confirmSignInWithPasskey(dispatch, challenge);
    } catch (failure) {
      if (serverError(failure)?.code === 'two_factor_expired') {
        notify({ title: 'Sign-in expired', description: serverError(failure)?.message ?? '', type: 'error' });
        return onBack();
      }
      form.refuse('code', ceremony.passkeyFailure(failure, 'The passkey did not confirm the sign-in. Enter a code instead.'));
    } finally {
      setPasskeyBusy(false);
    }
  };

  const toggle = () => {
    setRecovery((r) => !r);
    form.reset({ code: '' });
    focusCode();
  };

  return (
    <form ref={formRef} onSubmit={(e) => (isLoading ? e.preventDefault() : void submit(e))} noValidate aria-labelledby="two-factor-heading">
      <Stack gap="4">
        <Heading as="h3" id="two-factor-heading" size="md">
          Two-factor code
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Provana.'}
        </Text>
        <TextField
          form={form}
          name="code"
          label={recovery ? 'Recovery code' : 'Authentication code'}
          errorLabel={false}
          required
          marker={false}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={6}
          {...(recovery ? {} : { pattern: '[0-9]*' })}
          placeholder={recovery ? 'abcde-fghjk' : '123456'}
          code
          letterSpacing={recovery ? undefined : 'widest'}
        />
        <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Verifying...' : 'Verify'}
        </Button>
        {canUsePasskey ? (
          <Button type="button" variant="outline" width="full" onClick={() => void answerWithPasskey()} disabled={passkeyBusy} aria-busy={passkeyBusy}>
            {passkeyBusy ? 'Waiting for your passkey...' : 'Use a passkey'}
          </Button>
        ) : null}
        <Stack direction="row" justify="space-between" wrap="wrap" gap="2">
          <Button type="button" variant="plain" size="sm" colorPalette="brand" px="0" onClick={toggle}>
            {recovery ? 'Use your authenticator app' : 'Use a recovery code'}
          </Button>
          <Button type="button" variant="plain" size="sm" px="0" onClick={onBack}>
            Back to sign in
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
